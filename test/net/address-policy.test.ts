import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isPublicAddress } from '../../src/net/address-policy.ts';

const REFUSED = [
  '127.0.0.1', '127.255.255.254', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1',
  '169.254.169.254', '0.0.0.0', '0.1.2.3', '255.255.255.255', '224.0.0.1', '239.255.255.250', '240.0.0.1',
  '192.0.2.10', '198.18.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', 'fec0::1',
  '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.0.0.1', '::127.0.0.1',
  '64:ff9b::127.0.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b:1::1', '2002:7f00:1::', '2002:a9fe:a9fe::1',
  '2001::1', '2001:db8::1', 'not an address', '',
];
const ALLOWED = ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450::1', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1'];

test('private, loopback, link-local, reserved and IPv4-in-IPv6 forms of them are refused', () => {
  for (const address of REFUSED) assert.equal(isPublicAddress(address), false, address);
});

test('public unicast addresses are allowed, also when carried in IPv6', () => {
  for (const address of ALLOWED) assert.equal(isPublicAddress(address), true, address);
});
