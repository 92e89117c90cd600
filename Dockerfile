# syntax=docker/dockerfile:1
# The web shop as one container: install → build → prune, then a small runtime running as a non-root user.

FROM node:20-bookworm-slim AS install
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM install AS build
COPY . .
RUN npm run build

FROM build AS prune
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
# TZ=UTC: branch zones are always named explicitly; a server zone with daylight saving trips @date-fns/tz
# (date-fns/tz issues 13 and 40).
ENV NODE_ENV=production \
    TZ=UTC \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN groupadd --system --gid 1001 webshop \
 && useradd --system --uid 1001 --gid webshop --home-dir /app --shell /usr/sbin/nologin webshop \
 && mkdir -p /data \
 && chown webshop:webshop /data
COPY --from=prune --chown=webshop:webshop /app/package.json ./package.json
COPY --from=prune --chown=webshop:webshop /app/node_modules ./node_modules
COPY --from=build --chown=webshop:webshop /app/build ./build
COPY --from=build --chown=webshop:webshop /app/public ./public
USER webshop
# PGlite's files when DATABASE_URL is not set
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=40s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node runs as PID 1 and receives SIGTERM itself: the server stops gracefully (server/index.ts).
CMD ["node", "build/server.js"]
