import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { LocationFinderStore } from '../../../application/maps/LocationFinderStore';
import type { PlaceSuggestion } from '../../../domain/geo/Place';
import { useT } from '../../i18n/useT';
import { finderPlaceText } from './finderPlaceText';

const labelOf = (option: PlaceSuggestion | string) => (typeof option === 'string' ? option : option.mainText);

/** The finder's address text box with its suggestions (main and secondary text, at most 15rem high). */
export const FinderSearchBox = observer(function FinderSearchBox({ finder }: { finder: LocationFinderStore }) {
  const t = useT();
  // A place whose address is not known is named by its fallback's words, in the customer's language.
  const shown = finder.text || (finder.fallback ? finderPlaceText('', finder.fallback, finder.location) : '');
  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      value={null}
      options={finder.suggestions}
      filterOptions={(options) => options}
      getOptionLabel={labelOf}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.placeId)}
      inputValue={shown}
      open={finder.suggestionsOpen}
      onClose={finder.closeSuggestions}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') void finder.setText(value);
      }}
      onChange={(_event, option) => {
        if (option && typeof option !== 'string') void finder.chooseSuggestion(option);
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{option.mainText}</Typography>
            <Typography variant="body2" color="text.secondary">
              {option.secondaryText}
            </Typography>
          </Box>
        </Box>
      )}
      slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
      renderInput={(params) => (
        <TextField {...params} label={t('browse.finder.address')} placeholder={t('browse.finder.placeholder')} />
      )}
    />
  );
});
