"""Address policy for outgoing fetches: which IP addresses a topic URL may reach."""

import ipaddress
import socket
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

# The well-known NAT64 prefix (RFC 6052): its last 32 bits are an IPv4 address a gateway will reach.
_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")

# One shared pool: getaddrinfo has no timeout of its own, so lookups run here under a deadline.
_RESOLVER_POOL = ThreadPoolExecutor(max_workers=4, thread_name_prefix="moderation-dns")


class ResolveError(Exception):
    """The host name could not be resolved (in time)."""


def embedded_ipv4(address: IPAddress) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 address carries (mapped, 6to4, NAT64, Teredo client), if any."""
    if address.version != 6:
        return None
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address in _NAT64:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    if address.teredo is not None:
        return address.teredo[1]
    return None


def refusal_reason(address: IPAddress | str) -> str | None:
    """Why fetching from this address is not allowed ('private', 'loopback', …), or None when it is public."""
    address = ipaddress.ip_address(address) if isinstance(address, str) else address
    if getattr(address, "scope_id", None):
        address = ipaddress.ip_address(str(address).split("%", 1)[0])
    inner = embedded_ipv4(address)
    if inner is not None:
        # An IPv6 wrapper (mapped, NAT64, 6to4) reaches its IPv4 address: that address decides.
        # Teredo is refused below as non-public whatever it carries.
        inner_reason = refusal_reason(inner)
        if inner_reason or address.teredo is None:
            return inner_reason
    if address.is_unspecified:
        return "unspecified"
    if address.is_loopback:
        return "loopback"
    if address.is_link_local:
        return "link-local"
    if address.is_multicast:
        return "multicast"
    if address.version == 6 and address.is_site_local:
        return "site-local"
    if address.is_private:
        return "private"
    if address.is_reserved:
        return "reserved"
    if not address.is_global:
        # Shared (carrier-grade NAT), documentation, benchmarking and similar special ranges.
        return "non-public"
    return None


def is_public(address: IPAddress | str) -> bool:
    """True when a fetch may connect to this address."""
    return refusal_reason(address) is None


def resolve(host: str, port: int, timeout: float) -> list[str]:
    """The IP addresses of a host (literal addresses pass through), in the resolver's order, without duplicates."""
    literal = as_literal(host)
    if literal is not None:
        return [str(literal)]
    future = _RESOLVER_POOL.submit(socket.getaddrinfo, host, port, 0, socket.SOCK_STREAM)
    try:
        infos = future.result(timeout=max(timeout, 0.001))
    except FutureTimeout as error:
        raise ResolveError(f"could not resolve host {host}: the name lookup timed out") from error
    except (socket.gaierror, UnicodeError, OSError) as error:
        raise ResolveError(f"could not resolve host {host}") from error
    addresses: list[str] = []
    for family, _type, _proto, _name, sockaddr in infos:
        if family not in (socket.AF_INET, socket.AF_INET6):
            continue
        text = str(ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0]))
        if text not in addresses:
            addresses.append(text)
    if not addresses:
        raise ResolveError(f"could not resolve host {host}")
    return addresses


def as_literal(host: str) -> IPAddress | None:
    """The host as an IP address when it is written as one (brackets allowed), else None."""
    try:
        return ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return None
