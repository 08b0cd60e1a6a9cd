#!/usr/bin/env bash
# Makes Python's icalendar importable for scripts/check_ics.py: pip (a user or system install, as the
# Python allows), else Debian's package when root. Fails, saying so, when none works: the check
# is never skipped.
set -u
python3 -c 'import icalendar' 2>/dev/null && exit 0
python3 -m pip install --quiet icalendar 2>/dev/null && python3 -c 'import icalendar' 2>/dev/null && exit 0
# Debian's own python3 refuses pip installs outside a virtual environment (PEP 668).
python3 -m pip install --quiet --break-system-packages icalendar 2>/dev/null \
    && python3 -c 'import icalendar' 2>/dev/null && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    { apt-get install -y --no-install-recommends python3-icalendar >/dev/null 2>&1 \
        || { apt-get update >/dev/null && apt-get install -y --no-install-recommends python3-icalendar >/dev/null; }; } \
        && python3 -c 'import icalendar' 2>/dev/null && exit 0
fi
echo "check-pictures: cannot install Python's icalendar (pip install icalendar, or apt-get install python3-icalendar)" >&2
exit 1
