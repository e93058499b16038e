import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only when test globals are on; this project imports them explicitly.
afterEach(cleanup);

// A page's code loads lazily; its first import in a test run (transformed on demand) can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
