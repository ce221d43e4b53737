import { cloneElement, isValidElement, useRef, type ReactNode } from 'react';

/** Declarations compared by value: a page declares columns, actions and filters anew on every render,
 *  and the kits keep what they render while its signature stays (reconciling antd subtrees is what costs). */

/* eslint-disable @typescript-eslint/ban-types -- any function of a declaration */
const ids = new WeakMap<object, number>();
let lastId = 0;
function idOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = ++lastId));
  return id;
}
const isPlain = (o: object) => {
  const proto = Object.getPrototypeOf(o);
  return proto === Object.prototype || proto === null;
};
/** A class component (a type, not a handler): compared and kept as it is. */
const isClass = (f: Function) => !!(f.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
const DEPTH = 40;

/** A node's signature: element types, keys, primitive props and text, recursively; a function by its
 *  source, a date by its value, any other object by identity. */
export function signature(value: unknown, depth = 0): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'undefined':
      return 'u';
    case 'symbol':
      return value.toString();
    case 'function':
      return isClass(value) ? `c${idOf(value)}` : `f${value.toString()}`;
    default:
  }
  if (value === null) return 'n';
  const o = value as object;
  if (depth > DEPTH) return `o${idOf(o)}`;
  if (isValidElement(value)) {
    const { type } = value;
    const name = typeof type === 'string' || typeof type === 'symbol' ? String(type) : `t${idOf(type as object)}`;
    return `<${name}#${value.key ?? ''}${signature(value.props, depth + 1)}>`;
  }
  if (Array.isArray(value)) return `[${value.map((v) => signature(v, depth + 1)).join(',')}]`;
  if (isPlain(o)) {
    const r = o as Record<string, unknown>;
    return `{${Object.keys(r)
      .map((k) => `${k}:${signature(r[k], depth + 1)}`)
      .join(',')}}`;
  }
  const primitive = (o as { valueOf: () => unknown }).valueOf();
  return primitive !== o && typeof primitive !== 'object' ? `v${String(primitive)}` : `o${idOf(o)}`;
}

/** The functions of a kept node, by place: its handlers call the latest render's ones through here,
 *  so a click never runs a stale closure. */
export class Kept {
  private latest = new Map<string, Function>();
  private calls = new Map<string, Function>();

  /** The node with each function a stable call of the latest one at its place. */
  build<V>(value: V): V {
    return this.walk(value, '', true, 0) as V;
  }

  /** Takes the latest functions from a node of the same signature (it is not rendered). */
  refresh(value: unknown): void {
    this.walk(value, '', false, 0);
  }

  private call(path: string): Function {
    let call = this.calls.get(path);
    if (!call) {
      const { latest } = this;
      call = function latestAt(this: unknown, ...args: unknown[]) {
        return latest.get(path)?.apply(this, args);
      };
      this.calls.set(path, call);
    }
    return call;
  }

  private walk(value: unknown, path: string, build: boolean, depth: number): unknown {
    if (typeof value === 'function') {
      if (isClass(value)) return value;
      this.latest.set(path, value);
      return build ? this.call(path) : value;
    }
    if (!value || typeof value !== 'object' || depth > DEPTH) return value;
    if (isValidElement(value)) {
      const props = value.props as Record<string, unknown>;
      const next = this.walk(props, `${path}<`, build, depth + 1);
      if (!build || next === props) return value;
      // static children stay arguments, as JSX gives them (an array would be a list wanting keys)
      const { children, ...rest } = next as Record<string, unknown>;
      return Array.isArray(props.children) ? cloneElement(value, rest, ...(children as ReactNode[])) : cloneElement(value, next as Record<string, unknown>);
    }
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((v, i) => {
        const w = this.walk(v, `${path}[${i}]`, build, depth + 1);
        changed ||= w !== v;
        return w;
      });
      return changed ? next : value;
    }
    if (!isPlain(value)) return value;
    const r = value as Record<string, unknown>;
    let next: Record<string, unknown> | undefined;
    for (const k of Object.keys(r)) {
      const w = this.walk(r[k], `${path}.${k}`, build, depth + 1);
      if (w !== r[k]) (next ??= { ...r })[k] = w;
    }
    return next ?? value;
  }
}

/**
 * The node of an earlier render while this one's signature is the same (its handlers calling the
 * latest ones): a declaration made anew on every render does not render its subtree again.
 */
export function useStill<V>(value: V): V {
  const kept = useRef<{ sig: string; node: V; kept: Kept }>();
  const sig = signature(value);
  if (kept.current?.sig === sig) {
    kept.current.kept.refresh(value);
    return kept.current.node;
  }
  const k = new Kept();
  kept.current = { sig, node: k.build(value), kept: k };
  return kept.current.node;
}
