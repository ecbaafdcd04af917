import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Health } from '../../src/api/health.ts';
import { healthMachine } from '../../src/machines/health.machine.ts';
import { HomePage } from '../../src/ui/routes/HomePage.tsx';

const health: Health = { status: 'ok', service: 'studio-shop', version: '1.2.3' };

describe('HomePage', () => {
  it('shows the checking text, then the health the machine loaded', async () => {
    const machine = healthMachine.provide({ actors: { loadHealth: fromPromise(async () => health) } });
    render(<HomePage machine={machine} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the shop service…');
    expect(await screen.findByText('Shop service: ok (version 1.2.3)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the failure and retries on Try again', async () => {
    let calls = 0;
    const machine = healthMachine.provide({
      actors: {
        loadHealth: fromPromise(async () => {
          calls += 1;
          if (calls === 1) throw new Error('down');
          return health;
        }),
      },
    });
    render(<HomePage machine={machine} />);
    expect(await screen.findByText('The shop service is not answering.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Shop service: ok (version 1.2.3)')).toBeInTheDocument();
  });
});
