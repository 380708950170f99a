#!/usr/bin/env python3
"""Dump the state of a stuck guest through its QEMU (HMP) monitor socket.

usage: guest-state.py MONITOR-SOCKET

Prints each vCPU's registers three times a second apart (a RIP that does not
move, or moves within one function, says where the guest spins), then presses
SysRq-L (backtraces of all CPUs, by NMI) and SysRq-W (blocked tasks) on the
emulated keyboard; the guest kernel prints those on its console. The guest
needs sysrq_always_enabled on its command line.
"""
import re
import socket
import sys
import time

# the monitor's line editor redraws the command as it is typed
ESCAPES = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def main():
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(5)
    sock.connect(sys.argv[1])

    def drain(wait):
        end = time.time() + wait
        out = b""
        while time.time() < end:
            try:
                sock.settimeout(max(0.1, end - time.time()))
                chunk = sock.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                break
            out += chunk
        return out.decode(errors="replace")

    def cmd(line, wait=1.0):
        sock.sendall(line.encode() + b"\n")
        text = drain(wait)
        text = ESCAPES.sub("", text).replace("\r", "")
        # drop the echo of the command and the closing prompt
        lines = [ln for ln in text.split("\n")
                 if line not in ln and ln.strip() != "(qemu)"]
        print(f"### (qemu) {line}")
        print("\n".join(lines).strip())

    drain(1.0)  # banner
    for _ in range(3):
        cmd("info registers -a", 1.0)
    cmd("sendkey alt-sysrq-l", 4.0)
    cmd("sendkey alt-sysrq-w", 4.0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
