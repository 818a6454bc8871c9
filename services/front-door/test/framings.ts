/**
 * Request framings a smuggling attempt uses (RFC 9112 §6.3, §11.2): each must be refused with 400
 * in the error shape, never passed on to an instance in a form it might read differently.
 */
export const BAD_FRAMINGS: Record<string, string> = {
  'Content-Length and Transfer-Encoding together': 'POST /api/who HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
  'Transfer-Encoding before Content-Length': 'POST /api/who HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\nConnection: close\r\n\r\n0\r\n\r\n',
  'two different Content-Lengths': 'POST /api/who HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nContent-Length: 5\r\nConnection: close\r\n\r\nabcde',
  'a Content-Length list': 'POST /api/who HTTP/1.1\r\nHost: a\r\nContent-Length: 4, 5\r\nConnection: close\r\n\r\nabcde',
  'a Content-Length that is not a number': 'POST /api/who HTTP/1.1\r\nHost: a\r\nContent-Length: 4x\r\nConnection: close\r\n\r\nabcd',
  'an unknown transfer coding': 'POST /api/who HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: xchunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
  'chunked not last': 'POST /api/who HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, identity\r\nConnection: close\r\n\r\n0\r\n\r\n',
  'a space before the colon': 'POST /api/who HTTP/1.1\r\nHost: a\r\nTransfer-Encoding : chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
  'a chunk size that is not hexadecimal': 'POST /api/who HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nabc\r\n0\r\n\r\n',
  'a folded header line': 'GET /api/who HTTP/1.1\r\nHost: a\r\nX-Folded: one\r\n two\r\nConnection: close\r\n\r\n',
  'a NUL in a header': 'GET /api/who HTTP/1.1\r\nHost: a\r\nX-Bad: a\u0000b\r\nConnection: close\r\n\r\n',
};
