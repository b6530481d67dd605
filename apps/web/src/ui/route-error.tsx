import { Alert, Button, Container, Stack } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorText } from '../lib/http';
import { NotFound } from './not-found';

/** The error boundary of the route tree: 404 responses show the not-found page, anything else its message. */
const RELOADED = 'tedarik.reloadedForChunk';

export function RouteError() {
  const error = useRouteError();
  // a lazy page of an older build is gone after a deploy: load the new build once instead of showing an error
  if (error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)) {
    if (!sessionStorage.getItem(RELOADED)) {
      sessionStorage.setItem(RELOADED, '1');
      window.location.reload();
      return null;
    }
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container py="xl">
        <NotFound />
      </Container>
    );
  }
  const text = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : errorText(error);
  return (
    <Container py="xl">
      <Stack align="center">
        <Alert color="red" variant="light" style={{ whiteSpace: 'pre-line' }} w="100%" maw={560}>
          {text}
        </Alert>
        <Button component={Link} to="/" variant="light">
          Ana Sayfa
        </Button>
      </Stack>
    </Container>
  );
}
