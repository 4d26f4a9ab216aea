/**
 * Request validation with TypeBox. Like @fastify/type-provider-typebox's compiler (query strings, params and
 * headers are converted from text, bodies are not), except that an integer parameter must be written as
 * an integer: TypeBox would turn `limit=1.5` into 1, and the API answers 400 instead.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

const INTEGER_TEXT = /^[+-]?\d+$/;

function integerProperties(schema: TSchema): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const integers = integerProperties(schema);
  return (value: unknown) => {
    let converted = value;
    if (httpPart !== 'body') {
      const raw = (value ?? {}) as Record<string, unknown>;
      const notIntegers = integers.filter((name) => typeof raw[name] === 'string' && !INTEGER_TEXT.test(raw[name] as string)).map((name) => [name, raw[name]]);
      converted = Value.Convert(schema, value);
      for (const [name, text] of notIntegers) (converted as Record<string, unknown>)[name as string] = text;
    }
    if (check.Check(converted)) return { value: converted };
    return { error: [...check.Errors(converted)] as unknown as Error };
  };
};
