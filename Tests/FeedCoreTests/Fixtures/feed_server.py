#!/usr/bin/env python3
"""A loopback-only HTTP server for the fetch tests and `overshoot-cli bench refresh`.

Prints its port on the first line of stdout, then serves until stdin closes or it is killed.
Routes:
  /feed.xml        200 with ETag "v1" and Last-Modified; 304 when either validator matches
  /missing         404
  /slow            waits 5 s before answering
  /big             2 MB body with Content-Length
  /big-stream      2 MB body without Content-Length (close-delimited)
  /loop, /loop2    redirect to each other forever
  /hop/N           N redirects, then /feed.xml
  /truncated       announces 5000 bytes, sends 1000, closes
  /gzip            the feed gzip-encoded
  /latency/MS/ID   the feed for ID after MS milliseconds
"""
import gzip, http.server, socketserver, sys, threading, time

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


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_body(self, body, status=200, headers=()):
        self.send_response(status)
        self.send_header("Content-Type", "application/rss+xml")
        self.send_header("Content-Length", str(len(body)))
        for key, value in headers:
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def redirect(self, target):
        self.send_response(302)
        self.send_header("Location", target)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_GET(self):
        path = self.path
        if path == "/feed.xml":
            if self.headers.get("If-None-Match") == '"v1"' or \
                    self.headers.get("If-Modified-Since") == LAST_MODIFIED:
                self.send_response(304)
                self.send_header("ETag", '"v1"')
                self.end_headers()
                return
            self.send_body(FEED, headers=[("ETag", '"v1"'), ("Last-Modified", LAST_MODIFIED)])
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
        else:
            self.send_body(b"no route", status=404)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    request_queue_size = 128


server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
threading.Thread(target=server.serve_forever, daemon=True).start()
sys.stdin.read()  # The parent closing our stdin (or dying) ends the server.
