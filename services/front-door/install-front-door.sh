#!/usr/bin/env bash
# The front door of the production topology (docs/deploy.md#front-door): Debian's nginx (in
# front) and HAProxy (the balancer behind it), installed as CI installs Chromium. Run as root;
# does nothing when both are there.
set -euo pipefail
if [ -x /usr/sbin/nginx ] && [ -x /usr/sbin/haproxy ]; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends nginx-light haproxy >/dev/null
# Where an init system runs, the packages start system services on port 80; the topology runs its own.
if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
  systemctl disable --now nginx haproxy >/dev/null 2>&1 || true
fi
/usr/sbin/nginx -v
/usr/sbin/haproxy -v | head -1
