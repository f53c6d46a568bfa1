#!/usr/bin/env python3
"""A tiny authentication API on 127.0.0.1 for the Authenticator contract (tests only).

  POST /admin/accounts {"id", "name", "email", "password"}  -> 204   (register an account)
  POST /auth/login     {"email", "password"}               -> 200 {"token", "user"} | 401
  GET  /auth/me        Authorization: Bearer T             -> 200 user | 401
  POST /auth/logout    Authorization: Bearer T             -> 200 {} | 401

Usage: auth_server.py PORT READY_FILE  (writes READY_FILE once it listens)
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
            account = self.body()
            user = {k: account[k] for k in ("id", "name", "email")}
            accounts[account["email"]] = (account["password"], user)
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


server = http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
open(sys.argv[2], "w").close()
server.serve_forever()
