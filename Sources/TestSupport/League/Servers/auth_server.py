#!/usr/bin/env python3
"""A tiny authentication API on 127.0.0.1: the local authority of the Authenticator contract and
of `league login`'s end-to-end tests (tests only).

  POST /admin/accounts {"id", "name", "email", "password"}  -> 204   (register an account)
  POST /auth/login     {"email", "password"}               -> 200 {"token", "user"} | 401
  GET  /auth/me        Authorization: Bearer T             -> 200 user | 401
  POST /auth/logout    Authorization: Bearer T             -> 200 {} | 401

Usage: auth_server.py [ACCOUNTS.json]
  ACCOUNTS.json: a list of {"id", "name", "email", "password"} to start with.
It binds port 0 itself and prints `listening on 127.0.0.1:PORT` once it accepts connections.
"""
import http.server, itertools, json, sys

accounts = {}  # email -> (password, user)
tokens = {}    # token -> email
counter = itertools.count(1)


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def answer(self, status, body=None):
        data = b"" if body is None else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return json.loads(self.rfile.read(length) or b"{}")

    def token(self):
        value = self.headers.get("Authorization") or ""
        return value[len("Bearer "):] if value.startswith("Bearer ") else None

    def do_POST(self):
        if self.path == "/admin/accounts":
            register(self.body())
            return self.answer(204)
        if self.path == "/auth/login":
            credentials = self.body()
            account = accounts.get(credentials.get("email"))
            if not account or account[0] != credentials.get("password"):
                return self.answer(401, {"error": "invalid credentials"})
            token = f"token-{next(counter)}"
            tokens[token] = credentials["email"]
            return self.answer(200, {"token": token, "user": account[1]})
        if self.path == "/auth/logout":
            if tokens.pop(self.token(), None) is None:
                return self.answer(401, {"error": "not logged in"})
            return self.answer(200, {})
        self.answer(404)

    def do_GET(self):
        if self.path == "/auth/me":
            email = tokens.get(self.token())
            if email is None:
                return self.answer(401, {"error": "not logged in"})
            return self.answer(200, accounts[email][1])
        self.answer(404)


def register(account):
    accounts[account["email"]] = (account["password"], {k: account[k] for k in ("id", "name", "email")})


if len(sys.argv) > 1:
    with open(sys.argv[1]) as file:
        for account in json.load(file):
            register(account)
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(f"listening on 127.0.0.1:{server.server_address[1]}", flush=True)
server.serve_forever()
