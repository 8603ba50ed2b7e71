// Helpers of the response fuzz (responseFuzz.test.ts): valid answers drawn from a contract schema,
// one-field mutations of them, and a check of a parsed value against the schema's own types written
// apart from valibot (so a parser that lets a wrong value through is caught, not trusted).
import fc from 'fast-check';
import { isCentPrecise } from '../src/contract/index.ts';

/** The parts of a valibot schema or pipe action these helpers read. */
interface Node {
  kind: string;
  type: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  default?: unknown;
  options?: unknown[];
  literal?: unknown;
  key?: Node | string;
  value?: Node;
  requirement?: unknown;
}

const actionsOf = (schema: Node): Node[] => (schema.pipe ?? []).slice(1);

/** A schema kind or pipe action these helpers do not know: the fuzz must learn it before it passes. */
function unknownKind(what: string): never {
  throw new Error(`schemaFuzz: no rule for ${what}; teach arbitraryOf and conformsTo`);
}

interface NumberRule {
  integer: boolean;
  cents: boolean;
  min: number;
  max: number;
}

function numberRule(schema: Node): NumberRule {
  const rule: NumberRule = { integer: false, cents: false, min: -Infinity, max: Infinity };
  for (const action of actionsOf(schema)) {
    if (action.type === 'integer') rule.integer = true;
    else if (action.type === 'min_value') rule.min = Math.max(rule.min, action.requirement as number);
    else if (action.type === 'max_value') rule.max = Math.min(rule.max, action.requirement as number);
    else if (action.type === 'check' && action.requirement === isCentPrecise) rule.cents = true;
    else unknownKind(`number action ${action.type}`);
  }
  return rule;
}

interface StringRule {
  regex: RegExp | null;
  maxLength: number;
}

function stringRule(schema: Node): StringRule {
  const rule: StringRule = { regex: null, maxLength: Infinity };
  for (const action of actionsOf(schema)) {
    if (action.type === 'regex') rule.regex = action.requirement as RegExp;
    else if (action.type === 'max_length') rule.maxLength = action.requirement as number;
    else unknownKind(`string action ${action.type}`);
  }
  return rule;
}

/** The most items an array schema allows. */
function arrayMax(schema: Node): number {
  let max = Infinity;
  for (const action of actionsOf(schema)) {
    if (action.type === 'max_length') max = Math.min(max, action.requirement as number);
    else unknownKind(`array action ${action.type}`);
  }
  return max;
}

const SMALL = 1_000_000_000;

/** Valid values of a response schema: what a correct server may answer. */
export function arbitraryOf(schema: Node): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = schema.entries ?? {};
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      const optional: string[] = [];
      for (const [key, entry] of Object.entries(entries)) {
        if (entry.type === 'optional' || entry.type === 'nullish') optional.push(key);
        shape[key] = arbitraryOf(entry);
      }
      const required = Object.keys(entries).filter((key) => !optional.includes(key));
      return fc.record(shape, { requiredKeys: required });
    }
    case 'string': {
      const rule = stringRule(schema);
      if (rule.regex) return fc.stringMatching(rule.regex);
      return fc.string({ unit: 'grapheme', maxLength: Math.min(rule.maxLength, 12) });
    }
    case 'number': {
      const rule = numberRule(schema);
      const min = Math.max(rule.min, -SMALL);
      const max = Math.min(rule.max, SMALL);
      if (rule.cents) return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
      if (rule.integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'picklist':
      return fc.constantFrom(...(schema.options ?? []));
    case 'literal':
      return fc.constant(schema.literal);
    case 'nullable':
      return fc.option(arbitraryOf(schema.wrapped as Node), { nil: null });
    case 'optional':
      return fc.option(arbitraryOf(schema.wrapped as Node), { nil: undefined });
    case 'nullish':
      return fc.oneof(fc.constant(null), fc.constant(undefined), arbitraryOf(schema.wrapped as Node));
    case 'array':
      return fc.array(arbitraryOf(schema.item as Node), { maxLength: Math.min(3, arrayMax(schema)) });
    case 'record':
      return fc.dictionary(arbitraryOf(schema.key as Node) as fc.Arbitrary<string>, arbitraryOf(schema.value as Node), { maxKeys: 3 });
    case 'variant':
    case 'union':
      return fc.oneof(...(schema.options as Node[]).map(arbitraryOf));
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      return unknownKind(`schema ${schema.type}`);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Whether a parsed value has the types its schema promises (what the app's code relies on): the
 * problems found, with their paths; [] when it conforms. An object keeps only its schema's keys.
 */
export function conformsTo(schema: Node, value: unknown, path = '$'): string[] {
  const wrong = (what: string) => [`${path}: ${what}, got ${describe(value)}`];
  switch (schema.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      if (!isPlainObject(value)) return wrong('a plain object');
      const entries = schema.entries ?? {};
      const problems = Object.entries(entries).flatMap(([key, entry]) =>
        conformsTo(entry, Object.hasOwn(value, key) ? value[key] : undefined, `${path}.${key}`),
      );
      if (schema.type !== 'loose_object')
        for (const key of Object.keys(value)) if (!Object.hasOwn(entries, key)) problems.push(`${path}.${key}: not in the schema`);
      return problems;
    }
    case 'string': {
      if (typeof value !== 'string') return wrong('a string');
      const rule = stringRule(schema);
      if (rule.regex && !new RegExp(rule.regex.source, rule.regex.flags).test(value)) return wrong(`text matching ${String(rule.regex)}`);
      return value.length > rule.maxLength ? wrong(`at most ${rule.maxLength} characters`) : [];
    }
    case 'number': {
      if (typeof value !== 'number' || Number.isNaN(value)) return wrong('a number');
      const rule = numberRule(schema);
      if (rule.integer && !Number.isInteger(value)) return wrong('an integer');
      // Yuan the app can hold as integer cents: whole cents, a safe integer of them.
      if (
        rule.cents &&
        !(Number.isSafeInteger(Math.round(value * 100)) && Math.abs(value - Math.round(value * 100) / 100) <= Math.abs(value) * 1e-12)
      )
        return wrong('yuan in whole cents');
      if (value < rule.min || value > rule.max) return wrong(`a number in [${rule.min}, ${rule.max}]`);
      return [];
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : wrong('a boolean');
    case 'picklist':
      return (schema.options ?? []).includes(value) ? [] : wrong(`one of ${JSON.stringify(schema.options)}`);
    case 'literal':
      return value === schema.literal ? [] : wrong(JSON.stringify(schema.literal));
    case 'nullable':
      return value === null ? [] : conformsTo(schema.wrapped as Node, value, path);
    case 'optional':
      // A missing value with a default was filled in by the parser: it must be there.
      if (value === undefined) return schema.default === undefined ? [] : wrong('the default');
      return conformsTo(schema.wrapped as Node, value, path);
    case 'nullish':
      return value === null || value === undefined ? [] : conformsTo(schema.wrapped as Node, value, path);
    case 'array':
      if (!Array.isArray(value)) return wrong('an array');
      if (value.length > arrayMax(schema)) return wrong(`at most ${arrayMax(schema)} items`);
      return value.flatMap((item, i) => conformsTo(schema.item as Node, item, `${path}[${i}]`));
    case 'record':
      if (!isPlainObject(value)) return wrong('a plain object');
      return Object.entries(value).flatMap(([key, item]) => [
        ...conformsTo(schema.key as Node, key, `${path} key ${JSON.stringify(key)}`),
        ...conformsTo(schema.value as Node, item, `${path}.${key}`),
      ]);
    case 'variant': {
      const key = schema.key as string;
      if (!isPlainObject(value)) return wrong('a plain object');
      const option = (schema.options as Node[]).find((o) => conformsTo(o.entries?.[key] as Node, value[key]).length === 0);
      return option ? conformsTo(option, value, path) : wrong(`a known ${key}`);
    }
    case 'union': {
      const results = (schema.options as Node[]).map((o) => conformsTo(o, value, path));
      return results.some((r) => r.length === 0) ? [] : (results[0] ?? wrong('an option'));
    }
    case 'unknown':
      return [];
    default:
      return unknownKind(`schema ${schema.type}`);
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value.length > 40 ? `a string of ${value.length}` : JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return value === null ? 'null' : typeof value;
}

// ---- one field mutated ----

export const MUTATIONS = [
  'wrongType',
  'missing',
  'extra',
  'hugeString',
  'negativeAmount',
  'nanLike',
  'deepNesting',
  'numericText',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** A million characters: what a broken proxy or a hostile server may send in one field. */
const HUGE = 'é'.repeat(500_000) + '1'.repeat(500_000);

/** `depth` arrays (or objects) inside each other. */
function nested(depth: number, objects: boolean): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = objects ? { a: value } : [value];
  return value;
}

const WRONG_TYPES: readonly unknown[] = [0, -1, 1.5, '', 'x', true, false, null, [], {}, [1, 2], { code: 1000 }];
const NAN_LIKE: readonly unknown[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '1,000.00',
  ' ',
  '¥12.50',
  Number.NaN,
  Infinity,
  -Infinity,
  Number.MAX_VALUE,
  -0,
  1e-7,
];
const NEGATIVE: readonly number[] = [-0.01, -1, -1e9, -Number.MAX_SAFE_INTEGER, -0];
const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'toString', 'prototype', 'hasOwnProperty', ''];

/** Every place in a JSON-like value: the path of keys to it (the root is []). */
function placesOf(
  value: unknown,
  path: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
): Array<Array<string | number>> {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => placesOf(item, [...path, i], out));
  else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) placesOf(item, [...path, key], out);
  return out;
}

/** A deep copy of a JSON-like value (own keys as own properties, never as prototypes). */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(out, key, { value: copy(item), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

function setOwn(target: Record<string, unknown> | unknown[], key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The value with the field at place `placeIndex` (mod the number of places) changed by `mutation`,
 * `pick` choosing among that mutation's values. The original is not touched.
 */
export function mutate(value: unknown, mutation: Mutation, placeIndex: number, pick: number): unknown {
  const root = { $: copy(value) } as Record<string, unknown>;
  const places = placesOf(root.$).map((path) => ['$', ...path]);
  const path = places[placeIndex % places.length] as Array<string | number>;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as Record<string, unknown>;
  const key = path[path.length - 1] as string | number;
  const current = parent[key];
  const choose = <T>(list: readonly T[]) => list[pick % list.length] as T;
  switch (mutation) {
    case 'wrongType':
      setOwn(parent, key, choose(WRONG_TYPES.filter((v) => typeof v !== typeof current || Array.isArray(v) !== Array.isArray(current))));
      break;
    case 'missing':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else if (parent === root) root.$ = undefined;
      else delete parent[key];
      break;
    case 'extra': {
      const target = isPlainObject(current) ? current : parent;
      if (Array.isArray(target)) target.push(choose(WRONG_TYPES));
      else setOwn(target, choose(EXTRA_KEYS), choose(WRONG_TYPES));
      break;
    }
    case 'hugeString':
      setOwn(parent, key, HUGE);
      break;
    case 'negativeAmount':
      setOwn(parent, key, typeof current === 'number' && current !== 0 ? -Math.abs(current) : choose(NEGATIVE));
      break;
    case 'nanLike':
      setOwn(parent, key, choose(NAN_LIKE));
      break;
    case 'deepNesting':
      setOwn(parent, key, nested(5_000, pick % 2 === 0));
      break;
    case 'numericText':
      setOwn(parent, key, typeof current === 'number' ? String(current) : typeof current === 'string' ? Number(current) : String(pick));
      break;
  }
  return root.$;
}

/** A seed of its own for each endpoint (the same run every time), from a base seed. */
export function seedFor(base: number, id: string): number {
  let hash = base >>> 0;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return hash | 0;
}
