import { z } from 'zod';
import { errorBody, handle, HttpError, type MockRequest } from './http';
import { parseBody } from './validate';

const schema = z.strictObject({
  no: z.string().min(1).max(5),
  qty: z.number().int().positive().max(10),
  kind: z.enum(['a', 'b']),
  name: z.string({ error: 'server.user.nameRequired' }),
});

function problems(body: unknown) {
  try {
    parseBody(schema, body);
  } catch (e) {
    return errorBody('en', e as HttpError);
  }
  throw new Error('accepted');
}

describe('parseBody', () => {
  it('returns the parsed body when it fits', () => {
    expect(parseBody(schema, { no: 'A1', qty: 2, kind: 'a', name: 'x' })).toEqual({ no: 'A1', qty: 2, kind: 'a', name: 'x' });
  });

  it('names every bad field with a translated message', () => {
    const body = problems({ no: '123456', qty: 1.5, kind: 'c', extra: 1 });
    expect(body.fields).toEqual({
      no: 'At most 5 characters',
      qty: 'Must be a whole number',
      kind: 'Must be one of: a, b',
      name: 'Please enter a name',
      body: 'Unknown field(s): extra',
    });
    expect(body.message).toBe('Invalid input (no): At most 5 characters');
  });

  it('refuses a null body and missing fields as required', () => {
    expect(problems(null).fields).toEqual({ body: 'Wrong type (expected object)' });
    expect(problems({ qty: 1, kind: 'a', name: 'n' }).fields).toEqual({ no: 'Required' });
  });
});

describe('handle', () => {
  const req = (): MockRequest => ({ headers: { 'accept-language': 'zh-CN' }, query: {}, params: {} });
  const res = () => {
    const r = { code: 0, body: undefined as any, status(c: number) { r.code = c; return r; }, json(b: unknown) { r.body = b; return b; } };
    return r;
  };

  it('turns a thrown bug into a JSON 500 without a stack or path', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const r = res();
    handle(() => (null as any).x)(req(), r);
    expect(r.code).toBe(500);
    expect(r.body).toEqual({ success: false, code: 'server.internal', message: '服务器内部错误，请稍后重试', fields: undefined });
    expect(JSON.stringify(r.body)).not.toMatch(/at |\.ts|TypeError/);
    spy.mockRestore();
  });

  it('answers an HttpError with its status', () => {
    const r = res();
    handle(() => {
      throw new HttpError(409, 'server.forbidden');
    })(req(), r);
    expect(r.code).toBe(409);
  });
});
