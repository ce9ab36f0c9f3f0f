import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A screen that a later issue builds (see docs/FEATURES.md, status "placeholder").
 * It says so plainly instead of pretending to work.
 */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ConstructionOutlined color="secondary" sx={{ fontSize: 64 }} />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">This screen is not available yet. You can keep browsing restaurants meanwhile.</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Browse restaurants
        </Button>
      </Stack>
    </Container>
  );
}
