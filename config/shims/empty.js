/**
 * An empty module standing in for code every target browser has built in: `isomorphic-fetch`
 * (whatwg-fetch) in umi-request, and the global `regenerator-runtime` of umi's polyfill entry.
 */
export {};
