import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { checkVersion } from '../../../features/admin/version-check';

/** /adminimt/*: the version check of admin spec §4 runs once per page load, before login or inside the shell. */
export function Component() {
  useEffect(() => {
    void checkVersion();
  }, []);
  return <Outlet />;
}
