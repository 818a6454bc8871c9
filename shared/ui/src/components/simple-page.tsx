import type { ReactNode } from 'react';
import { Container, PageTitle } from './page';

/** A titled content page: the common frame of text pages across remotes. */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container className="ms-simple-page">
      <PageTitle>{title}</PageTitle>
      {children}
    </Container>
  );
}
