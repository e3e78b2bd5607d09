import SearchIcon from '@mui/icons-material/SearchRounded';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { SEARCH_MIN_LENGTH, searchAction } from './searchRules';

/**
 * The lists' search (spec section 5): runs at 3+ characters on Enter or the icon; Enter on an
 * empty box, or clearing it, reloads the unfiltered list.
 */
export function SearchBox() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [text, setText] = useState<string>(String(filterValues.q ?? ''));
  const [tooShort, setTooShort] = useState(false);

  function apply(value: string) {
    const action = searchAction(value);
    setTooShort(action === 'too-short');
    if (action === 'too-short') return;
    const { q: _previous, ...others } = filterValues;
    setFilters(action === 'clear' ? others : { ...others, q: value.trim() }, displayedFilters);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply(text);
  }

  return (
    <search>
      <form onSubmit={submit} style={{ minWidth: 260 }}>
        <TextField
          size="small"
          value={text}
          type="search"
          onChange={(event) => {
            setText(event.target.value);
            setTooShort(false);
            if (event.target.value === '' && filterValues.q) apply('');
          }}
          label={translate('app.list.search')}
          error={tooShort}
          helperText={tooShort ? translate('app.list.search_min', { min: SEARCH_MIN_LENGTH }) : ' '}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    type="submit"
                    edge="end"
                    aria-label={translate('app.list.run_search')}
                  >
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </form>
    </search>
  );
}
