# The storefront's image: the standalone production server (`npm run build`: .next/standalone, with
# server/main.mjs as its entry) on Node's LTS line, as `npm start`, the tests and `npm run cluster`
# run it. Only what that server needs is in the last stage: no sources, no build tools, no npm.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-trixie-slim AS dependencies
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-trixie-slim AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=dependencies /src/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-trixie-slim AS runtime
# npm and yarn come with the base image; the server never uses them, so nothing in the container
# can install code with them (their bytes stay in the base layer).
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/bin/npm /usr/local/bin/npx /opt/yarn-* \
      /usr/local/bin/yarn /usr/local/bin/yarnpkg
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    METRICS_PORT=9100 \
    COMMERCE_DATA_DIR=/app/.data/commerce
# The server writes its page cache into .next and PGlite its data under .data: owned by its user.
COPY --from=build --chown=node:node /src/.next/standalone ./
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
# The shop, and the metrics (never routed by the balancer).
EXPOSE 3000 9100
# The embedded PGlite database, when no DATABASE_URL is given (one instance only).
VOLUME ["/app/.data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: readiness 503, requests answered for SHUTDOWN_DRAIN_SECONDS, then a clean exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "main.mjs"]
