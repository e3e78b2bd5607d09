import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SignOutOnUnauthorized } from './SignOutOnUnauthorized';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <SignOutOnUnauthorized />
      {children}
    </RaLayout>
  );
}
