#!/usr/bin/env bash
# Installs Debian packages with apt-get (as root), waiting up to ten minutes for another apt or
# dpkg (an unattended upgrade, a software centre) to let go of its lock instead of failing at once:
# `apt-get update` retries while the package lists are locked, and the install waits for dpkg's.
set -uo pipefail
for attempt in $(seq 1 60); do
    if output=$(apt-get update -qq 2>&1); then
        break
    fi
    if ! grep -qi "lock" <<< "$output" || [ "$attempt" -eq 60 ]; then
        echo "$output" >&2
        exit 1
    fi
    if [ "$attempt" -eq 1 ]; then
        echo "apt-install: another apt holds the package lists; waiting for it" >&2
    fi
    sleep 10
done
DEBIAN_FRONTEND=noninteractive exec apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "$@"
