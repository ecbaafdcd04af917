import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 5 s instead of 1 s: a lazy page's first import can take that
// long on a busy machine, and a check still passes the moment its state is there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
