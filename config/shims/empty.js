/** Stands in for `isomorphic-fetch` (whatwg-fetch) in umi-request: every target browser has fetch. */
export {};
