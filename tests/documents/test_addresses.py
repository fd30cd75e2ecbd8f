"""The address policy: which resolved addresses a topic fetch may connect to."""

import pytest

from moderation.documents import addresses


@pytest.mark.parametrize(("address", "reason"), [
    ("127.0.0.1", "loopback"),
    ("127.254.3.9", "loopback"),
    ("::1", "loopback"),
    ("10.0.0.1", "private"),
    ("10.255.255.254", "private"),
    ("172.16.0.1", "private"),
    ("172.31.255.1", "private"),
    ("192.168.1.1", "private"),
    ("169.254.169.254", "link-local"),
    ("fe80::1", "link-local"),
    ("fe80::1%2", "link-local"),
    ("224.0.0.1", "multicast"),
    ("239.255.255.250", "multicast"),
    ("233.252.0.1", "multicast"),
    ("ff02::1", "multicast"),
    ("0.0.0.0", "unspecified"),
    ("::", "unspecified"),
    ("240.0.0.1", "private"),
    ("255.255.255.255", "private"),
    ("fc00::1", "private"),
    ("fd12:3456::1", "private"),
    ("fec0::1", "site-local"),
    ("100.64.0.1", "non-public"),
    ("192.0.2.10", "private"),
    ("198.18.0.1", "private"),
    ("2001:db8::1", "private"),
    ("0.1.2.3", "private"),
])
def test_non_public_addresses_are_refused_with_their_kind(address, reason):
    assert addresses.refusal_reason(address) == reason
    assert not addresses.is_public(address)


@pytest.mark.parametrize(("wrapped", "reason"), [
    ("::ffff:127.0.0.1", "loopback"),
    ("::ffff:10.1.2.3", "private"),
    ("::ffff:169.254.169.254", "link-local"),
    ("64:ff9b::7f00:1", "loopback"),  # NAT64 of 127.0.0.1
    ("64:ff9b::a9fe:a9fe", "link-local"),  # NAT64 of 169.254.169.254
    ("2002:7f00:1::", "loopback"),  # 6to4 of 127.0.0.1
    ("2002:c0a8:101::1", "private"),  # 6to4 of 192.168.1.1
])
def test_ipv6_wrappers_around_private_ipv4_are_refused_as_the_inner_address(wrapped, reason):
    assert addresses.refusal_reason(wrapped) == reason


@pytest.mark.parametrize("address", [
    "93.184.215.14", "1.1.1.1", "8.8.8.8", "151.101.1.69", "2606:4700:4700::1111", "2a00:1450:4001:82b::200e",
    "::ffff:8.8.8.8", "64:ff9b::808:808",
])
def test_public_addresses_are_allowed(address):
    assert addresses.refusal_reason(address) is None
    assert addresses.is_public(address)


def test_embedded_ipv4_reads_each_wrapper():
    assert str(addresses.embedded_ipv4(addresses.ipaddress.ip_address("::ffff:10.0.0.7"))) == "10.0.0.7"
    assert str(addresses.embedded_ipv4(addresses.ipaddress.ip_address("64:ff9b::a00:7"))) == "10.0.0.7"
    assert str(addresses.embedded_ipv4(addresses.ipaddress.ip_address("2002:a00:7::1"))) == "10.0.0.7"
    assert addresses.embedded_ipv4(addresses.ipaddress.ip_address("10.0.0.7")) is None
    assert addresses.embedded_ipv4(addresses.ipaddress.ip_address("2606:4700::1")) is None


def test_resolve_passes_literals_through_without_lookup():
    assert addresses.resolve("10.0.0.1", 80, 1.0) == ["10.0.0.1"]
    assert addresses.resolve("[::1]", 80, 1.0) == ["::1"]


def test_resolve_returns_every_address_once(network_guard):
    network_guard["news.example"] = ["192.0.0.9", "::1", "192.0.0.9"]
    assert addresses.resolve("news.example", 80, 1.0) == ["192.0.0.9", "::1"]


def test_resolve_of_an_unknown_name_says_so():
    with pytest.raises(addresses.ResolveError, match="could not resolve host nothing-here.invalid"):
        addresses.resolve("nothing-here.invalid", 80, 1.0)


def test_resolve_numeric_shorthand_is_resolved_then_checked():
    # "0x7f.1" is 127.0.0.1 to the C resolver: the policy sees the real address, not the spelling.
    found = addresses.resolve("0x7f.1", 80, 1.0)
    assert found == ["127.0.0.1"]
    assert addresses.refusal_reason(found[0]) == "loopback"
