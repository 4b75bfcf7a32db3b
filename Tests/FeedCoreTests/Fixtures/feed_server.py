#!/usr/bin/env python3
"""A loopback-only HTTP server for the fetch tests and `overshoot-benchmarks cores fetch`.

Prints its port on the first line of stdout, then serves until stdin closes, it is killed, or
its deadline passes (`--deadline SECONDS`, default 60: a forgotten server cannot outlive a test).
With `--tls` it serves https with a fresh self-signed certificate (made with the openssl command),
which no client trusts.
Routes:
  /feed.xml        200 with ETag "v1" and Last-Modified; 304 when either validator matches
  /missing         404
  /slow            waits 5 s before answering
  /big             2 MB body with Content-Length
  /big-stream      2 MB body without Content-Length (close-delimited)
  /loop, /loop2    redirect to each other forever
  /hop/N           N redirects, then /feed.xml
  /permanent/S     a redirect with status S (301, 308, 302 or 307) to /feed.xml
  /temporary-then-permanent  302 to /permanent/301
  /truncated       announces 5000 bytes, sends 1000, closes
  /gzip            the feed gzip-encoded
  /latency/MS/ID   the feed for ID after MS milliseconds
  /files/NAME      the file NAME of the `--directory` folder, read at each request (the sync
                   tests write feeds there that Miniflux then fetches)
  /favicon.ico     the file favicon.ico of the `--directory` folder, else 404 (the icon tests)
  POST /greader/accounts/ClientLogin   a Google Reader API login: Passwd=right-password gets an
                   Auth token, any other password 401 (the CLI's keyring tests)
  /greader/reader/api/0/subscription/list   2 MB of valid JSON (over a client's size cap)
  /greader/reader/api/0/stream/items/ids    a page of one id and a continuation, for ever
  /greader-ok/…    a Google Reader API that works (the app's sync tests): any password logs in,
                   after a second (so that two syncs asked for together would overlap there);
                   one feed "Kept" with two unread entries, "Accepted" (item 1) and "Refused"
                   (item 2); edit-tag answers 400 for item 2, OK for the rest
  /greader-ok-most-at-once   how many /greader-ok/ requests were ever in progress at once
  /greader-busy/…  the same API, but edit-tag answers 503 (a server in trouble, not a refusal)
  /greader-status/S/…  the same API without the login's wait, but it refuses changes with
                   status S: edit-tag for item 2 ("Refused"), and every subscribe (with
                   Miniflux's words for a feed it cannot subscribe to)
  /greader-failing/…   every request answers 500 (a server failing, the login included)
Discovery routes (HTML pages that link to feeds with <link rel="alternate">):
  /page/one        links to ../blog/feed.xml        /page/two    to the RSS and the Atom feed
  /page/none       links to no feed                 /page/base   <base href="/blog/">, feed.xml
  /page/broken     links to /missing                /page/to-page  links to /page/one (a page)
  /page/hostile    100,000 feed links (about 10 MB)
  /blog/feed.xml   RSS with relative links, ETag "b1"   /blog/atom.xml  Atom
  /feed-moved      redirects to /blog/feed.xml      /moved/deep/page  redirects to /page/one
  /not-html        plain text
  /cut-short       a complete response whose feed stops mid-item (a server error mid-body)
Hostile routes (each one a way a server can try to hurt a client):
  /endless         200 without a length, 64 KiB chunks for ever
  /lying-length    Content-Length of the feed, then the feed and endless padding after it
  /huge-length     Content-Length of 4 GB
  /gzip-bomb       gzip-encoded, about 0.5 MB on the wire for 512 MB of decoded XML
  /drip            the feed, one byte per second
  /huge-headers    a status line, then header lines for ever
  /redirect-forever/N  redirects to N+1, for ever
  /reset           reads the request, then resets the connection (TCP RST), no response
  /close           reads the request, then closes the connection, no response
  /sent/ROUTE      bytes /endless, /huge-length or /drip wrote before its client went away
                   (empty until then)
Proxy: a request for an absolute http URL (as clients send to a proxy) is forwarded to that
URL, which must be on 127.0.0.1, and the URL is logged; GET /proxy-log lists the URLs so far.
Request log: GET /request-log lists every request so far but its own, one "METHOD PATH" a line
(the article tests check that a blocked article asked for nothing).
"""
import argparse, gzip, http.client, http.server, json, os, socket, socketserver, ssl, struct, subprocess
import sys, tempfile, threading, time, urllib.parse, zlib

FEED = b"""<?xml version="1.0"?><rss version="2.0"><channel><title>Local</title>
<link>http://127.0.0.1/</link>
<item><guid>a</guid><title>Alpha</title><link>/a</link></item>
<item><guid>b</guid><title>Beta</title><link>/b</link></item>
</channel></rss>"""
LAST_MODIFIED = "Sat, 07 Sep 2002 09:42:31 GMT"


def feed_for(ident):
    items = "".join(
        f"<item><guid>{ident}-{n}</guid><title>Entry {n} of {ident}</title></item>" for n in range(20))
    return f'<?xml version="1.0"?><rss version="2.0"><channel><title>Feed {ident}</title>{items}</channel></rss>'.encode()


# Feed discovery: HTML pages that link to feeds with <link rel="alternate">, and those feeds.
def page(head):
    return f"<!DOCTYPE html><html><head><title>Page</title>{head}</head><body><p>Hi</p></body></html>".encode()


RSS_LINK = '<link rel="alternate" type="application/rss+xml" title="Blog (RSS)" href="{}">'
ATOM_LINK = '<link rel="alternate" type="application/atom+xml" title="Blog (Atom)" href="{}">'
BLOG_RSS = b"""<?xml version="1.0"?><rss version="2.0"><channel><title>Local blog</title>
<item><guid>b1</guid><title>One</title><link>posts/1</link></item>
<item><guid>b2</guid><title>Two</title><link>posts/2</link></item>
</channel></rss>"""
BLOG_ATOM = b"""<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Local Atom</title>
<entry><id>tag:local,2024:1</id><title>One</title><link href="posts/1"/></entry></feed>"""
DISCOVERY_ROUTES = {
    "/page/one": page(RSS_LINK.format("../blog/feed.xml") + '<link rel="stylesheet" href="s.css">'),
    "/page/two": page(RSS_LINK.format("/blog/feed.xml") + ATOM_LINK.format("/blog/atom.xml")),
    "/page/none": page('<link rel="stylesheet" type="text/css" href="/s.css">'),
    "/page/base": page('<base href="/blog/">' + RSS_LINK.format("feed.xml")),
    "/page/broken": page(RSS_LINK.format("/missing")),
    "/page/to-page": page(RSS_LINK.format("/page/one")),
}
CUT_SHORT = b"""<?xml version="1.0"?><rss version="2.0"><channel><title>Broken name</title>
<item><guid>c1</guid><title>One</title></item>
<item><guid>c2</guid><title>Two</title></item>
<item><guid>c3</guid><title>Thr"""
DISCOVERY_REDIRECTS = {"/feed-moved": "/blog/feed.xml", "/moved/deep/page": "/page/one"}
_hostile_page = None


def hostile_page():
    """100,000 feed links in one head (about 10 MB), built once."""
    global _hostile_page
    if _hostile_page is None:
        _hostile_page = page("".join(RSS_LINK.format(f"/feeds/{n}.xml") for n in range(100_000)))
    return _hostile_page


PROXIED = []
REQUESTS = []
SENT = {}
GREADER_OK = {"now": 0, "most": 0}
GREADER_OK_LOCK = threading.Lock()
GREADER_ROUTES = ("/greader-ok/", "/greader-busy/", "/greader-status/", "/greader-failing/")
GREADER_OK_FEED = "feed/http://127.0.0.1/kept.xml"
GREADER_OK_TITLES = {1: "Accepted", 2: "Refused"}


def greader_ok_item(number):
    return {"id": "tag:google.com,2005:reader/item/%016x" % number,
            "title": GREADER_OK_TITLES[number], "published": int(time.time()) - 60 * number,
            "categories": ["user/-/state/com.google/reading-list"],
            "alternate": [{"href": "http://127.0.0.1/kept/%d" % number}],
            "summary": {"content": "Entry %d" % number}, "origin": {"streamId": GREADER_OK_FEED}}


def greader_ok(method, path, form):
    """The working Google Reader API's answer to a request: (status, body)."""
    route = path.split("?")[0]
    if route.startswith("/greader-failing/"):
        return 500, b'{"error_message":"pq: the database system is shutting down"}'
    refusal = None
    if route.startswith("/greader-status/"):
        _, _, code, rest = route.split("/", 3)
        refusal, api = int(code), "/" + rest
    else:
        busy = route.startswith("/greader-busy/")
        api = route[len("/greader-busy" if busy else "/greader-ok"):]
        if busy and method == "POST" and api == "/reader/api/0/edit-tag":
            return 503, b"Service Unavailable"
    if method == "POST" and api == "/accounts/ClientLogin":
        if refusal is None:
            time.sleep(1)
        return 200, b"SID=t\nLSID=t\nAuth=ok-token\n"
    if (refusal is not None and method == "POST" and api == "/reader/api/0/subscription/edit"
            and form.get("ac") == ["subscribe"]):
        return refusal, b'{"error_message":"This feed already exists."}'
    if api == "/reader/api/0/token":
        return 200, b"ok-action-token"
    if api == "/reader/api/0/subscription/list":
        return 200, json.dumps({"subscriptions": [
            {"id": GREADER_OK_FEED, "title": "Kept", "categories": [],
             "url": GREADER_OK_FEED[len("feed/"):], "htmlUrl": "http://127.0.0.1/kept/",
             "iconUrl": "http://127.0.0.1/kept.png"}]}).encode()
    if api == "/reader/api/0/stream/items/ids":
        query = urllib.parse.parse_qs(urllib.parse.urlparse(path).query)
        starred = query.get("s") == ["user/-/state/com.google/starred"]
        refs = [] if starred else [{"id": str(n)} for n in GREADER_OK_TITLES]
        return 200, json.dumps({"itemRefs": refs}).encode()
    if method == "POST" and api == "/reader/api/0/stream/items/contents":
        numbers = [int(i.rsplit("/", 1)[-1], 16) for i in form.get("i", [])]
        items = [greader_ok_item(n) for n in numbers if n in GREADER_OK_TITLES]
        return 200, json.dumps({"items": items}).encode()
    if method == "POST" and api == "/reader/api/0/edit-tag":
        refused = "tag:google.com,2005:reader/item/%016x" % 2
        return (refusal or 400, b"Bad Request") if refused in form.get("i", []) else (200, b"OK")
    if method == "POST" and api == "/reader/api/0/subscription/edit":
        return 200, b"OK"
    return 404, b"no route"
CHUNK = b" " * 65536


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def parse_request(self):
        parsed = super().parse_request()
        if parsed and self.path != "/request-log":
            REQUESTS.append(f"{self.command} {self.path}")
        return parsed

    def finish(self):
        # The hostile routes end with the client gone; flushing to it then is no error.
        try:
            super().finish()
        except OSError:
            pass

    def stream_for_ever(self, chunk, first=b""):
        """Writes `first`, then `chunk` until the client goes away (or the deadline), and
        records how much it wrote: a client that stops reading stops this within its socket
        buffers."""
        sent = 0
        try:
            self.wfile.write(first)
            sent += len(first)
            while True:
                self.wfile.write(chunk)
                sent += len(chunk)
        except OSError:
            pass
        SENT[self.path] = sent
        self.close_connection = True

    def hang_up(self, reset):
        if reset:
            # Linger 0: close() sends RST instead of FIN.
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.connection.close()
        self.close_connection = True

    def gzip_bomb(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/rss+xml")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Connection", "close")
        self.end_headers()
        compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
        spaces = b" " * (1 << 20)
        try:
            self.wfile.write(compressor.compress(b'<?xml version="1.0"?><rss version="2.0"><channel>'))
            for _ in range(512):
                self.wfile.write(compressor.compress(spaces))
            self.wfile.write(compressor.flush())
        except OSError:
            pass
        self.close_connection = True

    def proxy(self):
        target = urllib.parse.urlsplit(self.path)
        if target.hostname != "127.0.0.1":
            self.send_body(b"loopback only", status=403)
            return
        PROXIED.append(self.path)
        upstream = http.client.HTTPConnection(target.hostname, target.port, timeout=10)
        path = target.path + ("?" + target.query if target.query else "")
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("proxy-connection", "connection")}
        upstream.request("GET", path, headers=headers)
        response = upstream.getresponse()
        body = response.read()
        self.send_response(response.status)
        for key, value in response.getheaders():
            if key.lower() not in ("content-length", "connection", "transfer-encoding"):
                self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def send_body(self, body, status=200, headers=()):
        self.send_response(status)
        self.send_header("Content-Type", "application/rss+xml")
        self.send_header("Content-Length", str(len(body)))
        for key, value in headers:
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def redirect(self, target, status=302):
        self.send_response(status)
        self.send_header("Location", target)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def answer_greader_ok(self, form):
        with GREADER_OK_LOCK:
            GREADER_OK["now"] += 1
            GREADER_OK["most"] = max(GREADER_OK["most"], GREADER_OK["now"])
        try:
            status, body = greader_ok(self.command, self.path, form)
        finally:
            # Counted off before the answer leaves: a client may send its next request on
            # another connection as soon as it has the answer.
            with GREADER_OK_LOCK:
                GREADER_OK["now"] -= 1
        self.send_body(body, status=status, headers=[("Content-Type", "application/json")])

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        form = urllib.parse.parse_qs(self.rfile.read(length).decode())
        if self.path.startswith(GREADER_ROUTES):
            self.answer_greader_ok(form)
        elif self.path != "/greader/accounts/ClientLogin":
            self.send_body(b"no route", status=404)
        elif form.get("Passwd") == ["right-password"]:
            self.send_body(b"SID=t\nLSID=t\nAuth=loopback-token\n")
        else:
            self.send_body(b"Error=BadAuthentication\n", status=401)

    def do_GET(self):
        path = self.path
        if path.startswith("http://"):
            self.proxy()
        elif path == "/request-log":
            self.send_body("".join(line + "\n" for line in REQUESTS).encode(), headers=[("Content-Type", "text/plain")])
        elif path == "/proxy-log":
            self.send_body("".join(url + "\n" for url in PROXIED).encode(), headers=[("Content-Type", "text/plain")])
        elif path.startswith("/sent/"):
            sent = SENT.get(path[len("/sent"):])
            self.send_body(b"" if sent is None else str(sent).encode(), headers=[("Content-Type", "text/plain")])
        elif path.startswith(GREADER_ROUTES):
            self.answer_greader_ok({})
        elif path == "/greader-ok-most-at-once":
            self.send_body(str(GREADER_OK["most"]).encode(), headers=[("Content-Type", "text/plain")])
        elif path.startswith("/greader/reader/api/0/subscription/list"):
            one = b'{"id":"feed/1","title":"%s"},' % (b"x" * 100)
            body = b'{"subscriptions":[' + one * 20000 + b'{"id":"feed/2"}]}'
            self.send_body(body, headers=[("Content-Type", "application/json")])
        elif path.startswith("/greader/reader/api/0/stream/items/ids"):
            query = urllib.parse.parse_qs(urllib.parse.urlparse(path).query)
            page = int(query.get("c", ["0"])[0]) + 1
            body = b'{"itemRefs":[{"id":"%d"}],"continuation":"%d"}' % (page, page)
            self.send_body(body, headers=[("Content-Type", "application/json")])
        elif path == "/endless":
            self.send_response(200)
            self.send_header("Content-Type", "application/rss+xml")
            self.send_header("Connection", "close")
            self.end_headers()
            self.stream_for_ever(CHUNK)
        elif path == "/lying-length":
            self.send_response(200)
            self.send_header("Content-Type", "application/rss+xml")
            self.send_header("Content-Length", str(len(FEED)))
            self.end_headers()
            self.stream_for_ever(CHUNK, first=FEED)
        elif path == "/huge-length":
            self.send_response(200)
            self.send_header("Content-Type", "application/rss+xml")
            self.send_header("Content-Length", str(4 << 30))
            self.end_headers()
            self.stream_for_ever(CHUNK)
        elif path == "/gzip-bomb":
            self.gzip_bomb()
        elif path == "/drip":
            self.send_response(200)
            self.send_header("Content-Type", "application/rss+xml")
            self.send_header("Content-Length", str(len(FEED)))
            self.end_headers()
            sent = 0
            try:
                for byte in FEED:
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    sent += 1
                    time.sleep(1)
            except OSError:
                pass
            SENT[path] = sent
            self.close_connection = True
        elif path == "/huge-headers":
            self.wfile.write(b"HTTP/1.1 200 OK\r\n")
            self.stream_for_ever(b"X-Padding: " + b"x" * 1000 + b"\r\n")
        elif path.startswith("/redirect-forever/"):
            n = int(path.split("/")[2])
            self.redirect(f"/redirect-forever/{n + 1}")
        elif path == "/reset":
            self.hang_up(reset=True)
        elif path == "/close":
            self.hang_up(reset=False)
        elif path == "/feed.xml":
            if self.headers.get("If-None-Match") == '"v1"' or \
                    self.headers.get("If-Modified-Since") == LAST_MODIFIED:
                self.send_response(304)
                self.send_header("ETag", '"v1"')
                self.end_headers()
                return
            self.send_body(FEED, headers=[("ETag", '"v1"'), ("Last-Modified", LAST_MODIFIED)])
        elif path in DISCOVERY_ROUTES:
            self.send_body(DISCOVERY_ROUTES[path], headers=[("Content-Type", "text/html; charset=utf-8")])
        elif path in DISCOVERY_REDIRECTS:
            self.redirect(DISCOVERY_REDIRECTS[path])
        elif path == "/page/hostile":
            self.send_body(hostile_page(), headers=[("Content-Type", "text/html")])
        elif path == "/blog/feed.xml":
            self.send_body(BLOG_RSS, headers=[("ETag", '"b1"')])
        elif path == "/blog/atom.xml":
            self.send_body(BLOG_ATOM, headers=[("Content-Type", "application/atom+xml")])
        elif path == "/cut-short":
            self.send_body(CUT_SHORT)
        elif path == "/not-html":
            self.send_body(b"just some text, no markup", headers=[("Content-Type", "text/plain")])
        elif path == "/missing":
            self.send_body(b"not here", status=404)
        elif path == "/slow":
            time.sleep(5)
            self.send_body(FEED)
        elif path == "/big":
            self.send_body(b" " * (2 << 20))
        elif path == "/big-stream":
            self.send_response(200)
            self.send_header("Connection", "close")
            self.end_headers()
            try:
                for _ in range(32):
                    self.wfile.write(b" " * 65536)
            except OSError:
                pass
            self.close_connection = True
        elif path == "/loop":
            self.redirect("/loop2")
        elif path == "/loop2":
            self.redirect("/loop")
        elif path.startswith("/permanent/"):
            self.redirect("/feed.xml", status=int(path.split("/")[2]))
        elif path == "/temporary-then-permanent":
            self.redirect("/permanent/301")
        elif path.startswith("/hop/"):
            n = int(path.split("/")[2])
            self.redirect(f"/hop/{n - 1}" if n > 1 else "/feed.xml")
        elif path == "/truncated":
            self.send_response(200)
            self.send_header("Content-Length", "5000")
            self.end_headers()
            self.wfile.write(FEED[:100] + b" " * 900)
            self.wfile.flush()
            self.close_connection = True
        elif path == "/gzip":
            body = gzip.compress(FEED)
            self.send_body(body, headers=[("Content-Encoding", "gzip")])
        elif path.startswith("/latency/"):
            _, _, ms, ident = path.split("/")
            time.sleep(int(ms) / 1000)
            self.send_body(feed_for(ident))
        elif path == "/favicon.ico":
            try:
                with open(os.path.join(options.directory or "/nonexistent", "favicon.ico"), "rb") as file:
                    self.send_body(file.read(), headers=[("Content-Type", "image/x-icon")])
            except OSError:
                self.send_body(b"<html><body>Not found</body></html>", status=404)
        elif path.startswith("/files/") and options.directory and "/" not in path[7:]:
            try:
                with open(os.path.join(options.directory, path[7:]), "rb") as file:
                    self.send_body(file.read(), headers=[("Content-Type", "application/rss+xml")])
            except OSError:
                self.send_body(b"no such file", status=404)
        else:
            self.send_body(b"no route", status=404)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    request_queue_size = 128

    def handle_error(self, request, client_address):
        pass  # A client that hangs up mid-response is what these routes are for.


def expire(seconds):
    print(f"feed_server.py: deadline of {seconds:g} s passed, exiting", file=sys.stderr, flush=True)
    os._exit(3)


arguments = argparse.ArgumentParser()
arguments.add_argument("--deadline", type=float, default=60)
arguments.add_argument("--tls", action="store_true")
arguments.add_argument("--directory")
options = arguments.parse_args()
deadline = options.deadline
timer = threading.Timer(deadline, expire, args=[deadline])
timer.daemon = True
timer.start()
server = Server(("127.0.0.1", 0), Handler)
if options.tls:
    folder = tempfile.mkdtemp(prefix="feed-server-tls-")
    cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-keyout", key, "-out", cert],
                   check=True, capture_output=True, timeout=30)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
threading.Thread(target=server.serve_forever, daemon=True).start()
sys.stdin.read()  # The parent closing our stdin (or dying) ends the server.
