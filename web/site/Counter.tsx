import { useState } from 'react';
import { usePageTitle } from './siteName';

/** The demo counter page: an Increment button and the current count. */
export function Counter() {
  usePageTitle('Counter');
  const [count, setCount] = useState(0);
  return (
    <article>
      <h1>Counter</h1>
      <p>A tiny demo of a page that keeps state in the browser.</p>
      <p role="status" aria-live="polite">
        Current count: <strong>{count}</strong>
      </p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Increment
      </button>
    </article>
  );
}
