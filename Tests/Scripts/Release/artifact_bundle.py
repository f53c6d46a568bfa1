#!/usr/bin/env python3
"""Writes dependency-rule.artifactbundle, its zip and the zip's SHA-256 (what `make bundle` and
the release workflow publish, and what the plugins package's .binaryTarget points at).

    artifact_bundle.py --output DIR --version 1.0.0 [--strip]
        (--host BINARY | --variant NAME=BINARY:TRIPLE[,TRIPLE...]) ...

--host takes the variant's name and triple from `swift -print-target-info` (make bundle);
--variant names them (the release workflow: linux-x86_64, linux-aarch64, and macos for a universal
binary with the triples x86_64-apple-macosx,arm64-apple-macosx). The output, in DIR:

    dependency-rule.artifactbundle/info.json                      (schema 1.0, type executable)
    dependency-rule.artifactbundle/dependency-rule-VERSION-NAME/bin/dependency-rule
    dependency-rule.artifactbundle.zip                            (the same, reproducible)
    dependency-rule.artifactbundle.zip.sha256                     (the checksum SwiftPM wants)

Reproducible: the zip's entries are sorted, dated 1980-01-01 and carry fixed permissions, so the
same binaries give the same bytes. Everything is written beside DIR first and moved in at the end:
a failed run leaves DIR as it was. Exit status: 0 written, 2 bad arguments or a failed step.
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

NAME = "dependency-rule"
BUNDLE = f"{NAME}.artifactbundle"


def fail(message):
    print(f"artifact_bundle.py: error: {message}", file=sys.stderr)
    sys.exit(2)


def host_variant(binary):
    """(name, binary, [triple]) for this machine, from the Swift toolchain."""
    try:
        info = json.loads(subprocess.run(["swift", "-print-target-info"], check=True,
                                         capture_output=True, text=True).stdout)
    except (OSError, subprocess.CalledProcessError, ValueError) as error:
        fail(f"cannot ask swift for this machine's target: {error}")
    triple = info["target"]["unversionedTriple"]
    arch, _, rest = triple.partition("-")
    system = "macos" if "apple" in rest else "linux" if "linux" in rest else rest.replace("unknown-", "")
    return (f"{system}-{arch}", binary, [triple])


def named_variant(text):
    """NAME=BINARY:TRIPLE[,TRIPLE] as (name, binary, [triples])."""
    match = re.fullmatch(r"([A-Za-z0-9_.-]+)=(.+):([A-Za-z0-9_.,-]+)", text)
    if not match:
        fail(f"--variant {text!r}: expected NAME=BINARY:TRIPLE[,TRIPLE...]")
    return (match.group(1), match.group(2), match.group(3).split(","))


def is_elf(binary):
    with open(binary, "rb") as file:
        return file.read(4) == b"\x7fELF"


def glibc_needed(binary):
    """The newest GLIBC_x.y symbol version an ELF binary needs, or None (not ELF, or none)."""
    if not is_elf(binary):
        return None
    try:
        symbols = subprocess.run(["objdump", "-T", binary], check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return "unknown (objdump failed)"
    versions = {tuple(int(part) for part in found.split("."))
                for found in re.findall(r"GLIBC_([0-9]+(?:\.[0-9]+)+)", symbols)}
    return ".".join(map(str, max(versions))) if versions else None


def write_zip(folder, zip_path):
    """Zips `folder` (as its own name) reproducibly."""
    base = os.path.dirname(folder)
    entries = []
    for root, folders, files in os.walk(folder):
        folders.sort()
        relative = os.path.relpath(root, base)
        entries.append((relative + "/", None))
        entries.extend((os.path.join(relative, name), os.path.join(root, name)) for name in sorted(files))
    with zipfile.ZipFile(zip_path, "w") as archive:
        for name, path in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.create_system = 3  # Unix, so that the permissions below are read
            if path is None:
                info.external_attr = (0o40755 << 16) | 0x10
                archive.writestr(info, b"")
            else:
                executable = os.access(path, os.X_OK)
                info.external_attr = (0o100755 if executable else 0o100644) << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                # zlib's default level: a fixed one keeps the zip reproducible, and level 9 took four
                # times as long for a zip 1% smaller (a 21 MB checker: 3.2 s against 0.8 s).
                with open(path, "rb") as file:
                    archive.writestr(info, file.read(), compresslevel=6)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--strip", action="store_true", help="strip each ELF binary's symbols")
    parser.add_argument("--host", action="append", default=[], metavar="BINARY")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=BINARY:TRIPLES")
    arguments = parser.parse_args()
    if not re.fullmatch(r"[0-9A-Za-z.+-]+", arguments.version):
        fail(f"--version {arguments.version!r} is not a version")
    variants = [host_variant(binary) for binary in arguments.host] + [named_variant(v) for v in arguments.variant]
    if not variants:
        fail("no variant: give --host BINARY or --variant NAME=BINARY:TRIPLE")
    if len({name for name, _, _ in variants}) != len(variants):
        fail("two variants have the same name")
    for _, binary, _ in variants:
        if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
            fail(f"{binary} is not an executable file")

    output = os.path.abspath(arguments.output)
    os.makedirs(os.path.dirname(output), exist_ok=True)
    staging = tempfile.mkdtemp(prefix=".bundle-", dir=os.path.dirname(output))
    os.chmod(staging, 0o755)
    try:
        bundle = os.path.join(staging, BUNDLE)
        described = []
        for name, binary, triples in sorted(variants):
            relative = f"{NAME}-{arguments.version}-{name}/bin/{NAME}"
            target = os.path.join(bundle, relative)
            os.makedirs(os.path.dirname(target))
            shutil.copyfile(binary, target)
            os.chmod(target, 0o755)
            if arguments.strip and is_elf(target):
                subprocess.run(["strip", target], check=True)
            described.append({"path": relative, "supportedTriples": triples})
            glibc = glibc_needed(target)
            requirement = f", needs glibc {glibc} or newer" if glibc else ""
            print(f"{relative}: {', '.join(triples)}, {os.path.getsize(target)} bytes{requirement}")
        info = {"schemaVersion": "1.0", "artifacts": {NAME: {
            "version": arguments.version, "type": "executable", "variants": described}}}
        with open(os.path.join(bundle, "info.json"), "w") as file:
            json.dump(info, file, indent=2, sort_keys=True)
            file.write("\n")
        zip_path = os.path.join(staging, BUNDLE + ".zip")
        write_zip(bundle, zip_path)
        with open(zip_path, "rb") as file:
            checksum = hashlib.sha256(file.read()).hexdigest()
        with open(zip_path + ".sha256", "w") as file:
            file.write(checksum + "\n")
        # Moved in whole: the old output goes only once the new one is complete.
        if os.path.exists(output):
            shutil.rmtree(output)
        os.rename(staging, output)
        staging = None
        print(f"{os.path.join(arguments.output, BUNDLE + '.zip')}: sha256 {checksum}")
    except (OSError, subprocess.CalledProcessError) as error:
        fail(str(error))
    finally:
        if staging:
            shutil.rmtree(staging, ignore_errors=True)


if __name__ == "__main__":
    main()
