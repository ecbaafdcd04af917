import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DESKTOP_BREAKPOINT_PX, mobileMenuMachine } from '../../machines/mobile-menu.machine.ts';

/**
 * The menu of small screens (the shop's header, the studio's bar): it closes when the page changes
 * and when the window grows to desktop width, where the links stand in the bar.
 */
export function useMobileMenu() {
  const [menu, send] = useMachine(mobileMenuMachine);
  const { pathname } = useLocation();

  useEffect(() => {
    send({ type: 'route.change' });
  }, [pathname, send]);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    const onChange = () => send({ type: 'viewport.resize', width: window.innerWidth });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [send]);

  return [menu, send] as const;
}
