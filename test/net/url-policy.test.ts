import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentUrlProblem } from '../../src/net/url-policy.ts';

const strict = { allowPrivateNetworks: false, allowData: true };

test('ordinary public http and https URLs are accepted', () => {
  for (const url of ['https://example.com/inv-001.pdf', 'http://8.8.8.8/a?b=c', 'https://[2606:4700::1111]/x', 'HTTPS://EXAMPLE.COM./x']) {
    assert.equal(documentUrlProblem(url, strict), null, url);
  }
});

test('literal loopback addresses are refused in every spelling', () => {
  for (const url of [
    'http://127.0.0.1/', 'http://127.0.0.2:8080/', 'http://0x7f000001/', 'http://2130706433/', 'http://127.1/', 'http://0177.0.0.1/',
    'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://[0:0:0:0:0:ffff:7f00:1]/', 'http://0/', 'http://[::]/',
    'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://[fd00::1]/', 'http://[64:ff9b::7f00:1]/',
  ]) {
    assert.match(documentUrlProblem(url, strict) ?? '', /private or reserved address/, url);
  }
});

test('localhost names are refused without DNS', () => {
  for (const url of ['http://localhost/', 'http://LOCALHOST.:3000/', 'http://api.localhost/']) {
    assert.equal(documentUrlProblem(url, strict), 'url points to localhost, which is not allowed', url);
  }
});

test('private addresses are accepted when private networks are allowed', () => {
  const onPrem = { allowPrivateNetworks: true, allowData: false };
  for (const url of ['http://127.0.0.1:8080/', 'http://localhost/', 'http://10.0.0.1/', 'http://[::1]/']) assert.equal(documentUrlProblem(url, onPrem), null, url);
});

test('malformed URLs, other schemes, credentials and overlong URLs are refused with a sentence', () => {
  const cases: [string, string][] = [
    ['not a url', 'url is not a valid absolute URL'],
    ['/relative/path.pdf', 'url is not a valid absolute URL'],
    ['http://', 'url is not a valid absolute URL'],
    ['ftp://example.com/a.pdf', 'url must use http or https'],
    ['file:///etc/passwd', 'url must use http or https'],
    ['javascript:alert(1)', 'url must use http or https'],
    ['https://user:secret@example.com/a.pdf', 'url must not contain a user name or password'],
    ['https://user@example.com/a.pdf', 'url must not contain a user name or password'],
    [`https://example.com/${'a'.repeat(2048)}`, 'url must be at most 2048 characters long'],
  ];
  for (const [url, problem] of cases) assert.equal(documentUrlProblem(url, strict), problem, url);
});

test('data: URLs are accepted only when allowed and well formed', () => {
  assert.equal(documentUrlProblem('data:application/pdf;base64,JVBERi0xLjQK', strict), null);
  assert.equal(documentUrlProblem('data:,hello%20world', strict), null);
  assert.equal(documentUrlProblem(`data:text/plain;base64,${Buffer.alloc(4000).toString('base64')}`, strict), null, 'no length limit for inline uploads');
  assert.equal(documentUrlProblem('data:application/pdf;base64,JVBERi0xLjQK', { allowPrivateNetworks: false, allowData: false }), 'url must use http or https');
  assert.equal(documentUrlProblem('data:application/pdf;base64', strict), 'data: URL has no comma before its content');
  assert.equal(documentUrlProblem('data:application/pdf;base64,JVBER*0xLjQK', strict), 'data: URL content is not valid base64');
});
