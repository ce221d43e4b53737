#!/usr/bin/env node
/**
 * The npm registry reachable here lacks some platform-only optional packages (e.g. rollup's and
 * utoopack's android/darwin/win32 builds), so npm leaves them out of package-lock.json and `npm ci`
 * then refuses the lock as out of sync. This adds a lock entry with the right os/cpu/libc for each
 * such optional dependency, so `npm ci` accepts the lock and skips them as not for this platform.
 * Run after any `npm install` that changes the lock:  node scripts/lock-platform-stubs.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const pkgs = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix', 'openharmony', 'netbsd'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'mipsel', 'wasm32', 'universal'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return undefined;
  const out = { os: [os], cpu: [cpu === 'universal' ? 'arm64' : cpu] };
  if (parts.includes('musl')) out.libc = ['musl'];
  else if (parts.includes('gnu') || parts.includes('gnueabihf')) out.libc = ['glibc'];
  return out;
}

let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // Where npm would look for it: next to the parent first, then up to the root.
    const candidates = [];
    let dir = path;
    while (true) {
      candidates.push(`${dir ? `${dir}/` : ''}node_modules/${dep}`);
      if (!dir) break;
      const i = dir.lastIndexOf('/node_modules/');
      dir = i === -1 ? '' : dir.slice(0, i);
    }
    if (candidates.some((c) => pkgs[c])) continue;
    const platform = platformOf(dep);
    if (!platform) {
      console.warn(`skipped ${dep} (needed by ${path || 'root'}): not a platform package`);
      continue;
    }
    pkgs[`node_modules/${dep}`] = { version: spec.replace(/^[\^~=]/, ''), optional: true, ...platform };
    if (entry.dev) pkgs[`node_modules/${dep}`].dev = true;
    added++;
  }
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform stub entries to package-lock.json`);
