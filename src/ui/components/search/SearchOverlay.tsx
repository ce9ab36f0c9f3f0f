import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Container,
  Dialog,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect } from 'react';
import { SearchStore } from '../../../application/search/SearchStore';
import { QUICK_SEARCHES } from '../../../domain/catalogue/catalogueLimits';
import { useInjection } from '../../di/ContainerProvider';
import { failureText } from '../../i18n/failureText';
import { useT } from '../../i18n/useT';
import { SearchResults } from './SearchResults';

/**
 * The full-screen search (FEATURES F-discovery): debounced text, quick suggestions, restaurants and cuisines. Escape
 * closes it.
 */
export const SearchOverlay = observer(function SearchOverlay({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const search = useInjection(SearchStore);
  // The overlay stays mounted while closed (for its transition): the store runs only while it is open.
  useEffect(() => (open ? search.start() : undefined), [open, search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!search.isBlank) search.searchNow(search.text);
  };
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="search-title">
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="search-title" variant="h5" component="h2">
            {t('browse.search.title')}
          </Typography>
          <IconButton aria-label={t('browse.search.close')} onClick={onClose}>
            <CloseRounded />
          </IconButton>
        </Stack>
        <Box component="form" role="search" onSubmit={submit}>
          <TextField
            autoFocus
            label={t('browse.search.label')}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            autoComplete="off"
          />
        </Box>
        {search.isBlank ? (
          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
              {t('browse.search.popular')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {QUICK_SEARCHES.map((text) => (
                <Chip
                  key={text}
                  label={t(`browse.search.quick.${text}`)}
                  clickable
                  variant="outlined"
                  onClick={() => search.searchNow(text)}
                />
              ))}
            </Stack>
          </Box>
        ) : (
          <Box sx={{ mt: 3 }}>
            {search.searching && (
              <CircularProgress
                aria-label={t('browse.search.searching')}
                size={28}
                sx={{ display: 'block', mx: 'auto', my: 2 }}
              />
            )}
            {search.error && <Alert severity="error">{failureText(search.error)}</Alert>}
            {search.noMatches && !search.searching && (
              <Typography sx={{ textAlign: 'center', py: 4 }}>{t('browse.search.noMatches')}</Typography>
            )}
            {search.results && !search.noMatches && <SearchResults results={search.results} text={search.text} />}
          </Box>
        )}
      </Container>
    </Dialog>
  );
});
