import { Box, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { HelpCenterStore } from '../../../application/support/HelpCenterStore';
import { FAQ, HELP_CATEGORIES } from '../../../domain/support/faq';
import { FaqAccordion } from './FaqAccordion';

const labelOf = (id: string) => HELP_CATEGORIES.find((category) => category.id === id)?.label ?? id;

/** The category sidebar and its questions, or, while searching, the questions that match. */
export const HelpTopics = observer(function HelpTopics({ help }: { help: HelpCenterStore }) {
  if (help.searching) {
    const hits = help.searchResults;
    return (
      <Box component="section" aria-label="Search results">
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {hits.length ? `Results for “${help.searchText.trim()}”` : `No help topics match “${help.searchText.trim()}”`}
        </Typography>
        <FaqAccordion
          items={hits.map((hit) => hit.item)}
          openQuestion={help.openQuestion}
          onToggle={help.toggleQuestion}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
      <Paper variant="outlined" component="nav" aria-label="Help categories">
        <List disablePadding>
          {HELP_CATEGORIES.map((category) => (
            <ListItem key={category.id} disablePadding>
              <ListItemButton
                selected={help.category === category.id}
                aria-current={help.category === category.id ? 'true' : undefined}
                onClick={() => help.chooseCategory(category.id)}
              >
                <ListItemText primary={category.label} secondary={`${FAQ[category.id].length} questions`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box component="section" aria-label={labelOf(help.category)}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {labelOf(help.category)}
        </Typography>
        <FaqAccordion items={help.questions} openQuestion={help.openQuestion} onToggle={help.toggleQuestion} />
      </Box>
    </Box>
  );
});
