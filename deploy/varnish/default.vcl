vcl 4.1;

# A shared cache in front of the storefront (README, "CDN / shared cache"). It keeps only what the
# storefront marks `public` (home, listings and product pages, for their `s-maxage`), never an answer
# that sets a cookie or is private, and drops what a publish changed when the storefront's purge hook
# (CDN_PURGE_URL) points here: a POST or PURGE with the tags in `xkey-purge`.
# Needs Debian's varnish and varnish-modules (xkey). Start it with
#   varnishd -F -f deploy/varnish/default.vcl -a :6081 -p vcc_allow_inline_c=off
# and the storefront at STOREFRONT_HOST:STOREFRONT_PORT (default 127.0.0.1:3000, see below).

import std;
import xkey;

backend storefront {
    # Edited (or the file templated) for another address; the test writes its own port here.
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may purge: the storefront's purge hook, from the same machine.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.http.xkey-purge) {
        if (req.method != "PURGE" && req.method != "POST") {
            return (synth(405, "Purge with POST or PURGE"));
        }
        if (!client.ip ~ purgers) {
            return (synth(403, "Not allowed to purge"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged"));
    }
    if (req.method == "PURGE") {
        return (synth(400, "Name the tags to purge in xkey-purge"));
    }
    # Never kept: the commerce service, the storefront's route handlers (carts, accounts, sessions)
    # and anything but reads.
    if (req.url ~ "^/(commerce|api)(/|\?|$)" || (req.method != "GET" && req.method != "HEAD")) {
        return (pass);
    }
    # A merchandiser's preview renders per request.
    if (req.http.Cookie ~ "(^|;\s*)__prerender_bypass=") {
        return (pass);
    }
    # A catalog page under a market (`/en-us`, `/fr-fr/shop/...`, `/en-us/products/...`) is the same
    # for every shopper of that market: the market is in the address, so the cache key is the URL
    # alone and cookies do not split it. A browser whose `market` cookie is not this page's market,
    # or that has no cart id yet, goes to the storefront, which answers with its cookies (private,
    # so not kept); every later page it opens can be a hit.
    if (req.url ~ "^/([a-z]{2}-[a-z]{2})(/shop(/[^?]*)?|/products/[^/?]+)?/?(\?.*)?$") {
        set req.http.x-market = regsub(req.url, "^/([a-z]{2}-[a-z]{2}).*$", "\1");
        if (req.http.Cookie !~ "(^|;\s*)cart_id=" ||
            !std.strstr(req.http.Cookie, "market=" + req.http.x-market)) {
            unset req.http.x-market;
            return (pass);
        }
        unset req.http.x-market;
        # Kept with the shopper's cookies (the storefront sets none for a browser that has them);
        # looked up by the URL and the router headers only (the answer's Vary).
        return (hash);
    }
    # Files (`/icon.svg`, `/_next/static/...`) are the same for everyone: no cookies needed.
    if (req.url ~ "^/[^?]*\.[a-z0-9]+(\?.*)?$") {
        unset req.http.Cookie;
        return (hash);
    }
    # The rest (the redirect of `/` to a market, which varies on cookies, personal pages) follows
    # Varnish's built-in rules: a request with cookies is passed.
}

sub vcl_backend_response {
    # Only what the storefront says a shared cache may keep; never what sets a cookie or is private.
    if (beresp.http.Set-Cookie ||
        beresp.http.Cache-Control ~ "(private|no-store|no-cache)" ||
        (bereq.url !~ "^/[^?]*\.[a-z0-9]+(\?.*)?$" && beresp.http.Cache-Control !~ "public")) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # The tags it shows, for xkey to purge it by (Surrogate-Key is separated by spaces, as xkey reads).
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
}

sub vcl_deliver {
    unset resp.http.xkey;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}

sub vcl_synth {
    if (req.http.x-purged) {
        set resp.http.X-Purged = req.http.x-purged;
    }
}
