import * as React from 'react';

/**
 * A component loaded on its first render (React.lazy + Suspense) for the stand-ins in this folder.
 * Until it is in, the children are shown as they are (a tooltip's icon) or nothing.
 */
export function lazyComponent(load) {
  const Lazy = React.lazy(load);
  return React.forwardRef(function LazyComponent(props, ref) {
    return React.createElement(React.Suspense, { fallback: props.children ?? null }, React.createElement(Lazy, { ...props, ref }));
  });
}
