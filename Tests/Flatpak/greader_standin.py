"""A Google Reader API server on loopback for the Flatpak's sync-password check: one user, one
password, one subscription with one unread entry. It records every login (user, password and
whether it was accepted) and refuses every API request without the token its login gave, so a
sync that got through was logged in with the right password.

Used by Tests/Flatpak/sandbox_checks.py; nothing else needs it."""
import http.server
import json
import threading
import urllib.parse

TOKEN = "flatpak-standin-token"
ITEM_ID = "tag:google.com,2005:reader/item/0000000000000001"


class GReaderStandIn:
    def __init__(self, user, password, feed_url):
        self.user = user
        self.password = password
        self.feed_url = feed_url
        self.logins = []
        self.requests = []
        self.lock = threading.Lock()
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                form = urllib.parse.parse_qs(self.rfile.read(length).decode())
                path = urllib.parse.urlparse(self.path).path
                server.record("POST", path)
                if path == "/greader/accounts/ClientLogin":
                    user = form.get("Email", [""])[0]
                    given = form.get("Passwd", [""])[0]
                    accepted = user == server.user and given == server.password
                    with server.lock:
                        server.logins.append((user, given, accepted))
                    if accepted:
                        self.answer(200, "SID=s\nLSID=l\nAuth=%s\n" % TOKEN, "text/plain")
                    else:
                        self.answer(401, "Error=BadAuthentication\n", "text/plain")
                elif not self.authorized():
                    self.answer(401, "Unauthorized", "text/plain")
                elif path == "/greader/reader/api/0/stream/items/contents":
                    self.answer(200, json.dumps({"items": [server.item()]}))
                else:
                    self.answer(200, "OK", "text/plain")

            def do_GET(self):
                url = urllib.parse.urlparse(self.path)
                query = urllib.parse.parse_qs(url.query)
                server.record("GET", url.path)
                if not self.authorized():
                    self.answer(401, "Unauthorized", "text/plain")
                elif url.path == "/greader/reader/api/0/token":
                    self.answer(200, "action-token", "text/plain")
                elif url.path == "/greader/reader/api/0/subscription/list":
                    self.answer(200, json.dumps({"subscriptions": [server.subscription()]}))
                elif url.path == "/greader/reader/api/0/stream/items/ids":
                    unread = query.get("s") == ["user/-/state/com.google/reading-list"]
                    refs = [{"id": "1"}] if unread else []
                    self.answer(200, json.dumps({"itemRefs": refs}))
                else:
                    self.answer(404, "no route", "text/plain")

            def authorized(self):
                return self.headers.get("Authorization") == "GoogleLogin auth=" + TOKEN

            def answer(self, status, body, kind="application/json"):
                data = body.encode()
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    @property
    def address(self):
        """The API's base address, as the CLI's `account add --server` takes it."""
        return "http://127.0.0.1:%d/greader" % self.httpd.server_address[1]

    def record(self, method, path):
        with self.lock:
            self.requests.append("%s %s" % (method, path))

    def subscription(self):
        return {"id": "feed/1", "title": "Synced feed", "url": self.feed_url,
                "htmlUrl": self.feed_url, "categories": []}

    def item(self):
        return {"id": ITEM_ID, "title": "Synced story", "published": 1795000000,
                "categories": ["user/-/state/com.google/reading-list"],
                "alternate": [{"href": self.feed_url + "#synced"}],
                "summary": {"content": "Brought by a sync inside the sandbox."},
                "origin": {"streamId": "feed/1"}}

    def accepted_logins(self):
        with self.lock:
            return sum(1 for _, _, accepted in self.logins if accepted)

    def stop(self):
        self.httpd.shutdown()
