#!/usr/bin/env python3
"""Serves a folder over HTTP on 127.0.0.1 for tests (GET and HEAD of its files, 404 otherwise).

It binds port 0 itself and prints `listening on 127.0.0.1:PORT` once it accepts connections:
tests read that line instead of picking a port beforehand.

Usage: http_server.py FOLDER
"""
import functools, http.server, sys


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


handler = functools.partial(QuietHandler, directory=sys.argv[1])
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
print(f"listening on 127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
