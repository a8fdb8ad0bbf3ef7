import ClearIcon from "@mui/icons-material/Clear";
import SearchIcon from "@mui/icons-material/Search";
import { Box, IconButton, InputAdornment, OutlinedInput } from "@mui/material";
import { useState } from "react";

export interface SearchFieldProps {
  value: string;
  onSearch(search: string): void;
  /** Translated texts: placeholder (also the field's label), clear and submit button labels. */
  labels: { placeholder: string; clear: string; submit: string };
  maxLength: number;
  /** data-testid of the input; the buttons get `-clear` and `-submit`. */
  testId: string;
}

/**
 * A search form: submitting (Enter or the button) hands the trimmed words to onSearch; the clear
 * button empties it and searches for everything again. Mount it keyed by the current search so
 * back and forward refill it. An OutlinedInput, not a TextField: the field has no floating label, and
 * TextField brings MUI's whole Select along, which the question list does not need (issue 8).
 */
export function SearchField({ value, onSearch, labels, maxLength, testId }: SearchFieldProps) {
  const [text, setText] = useState(value);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <OutlinedInput
        fullWidth
        size="small"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={labels.placeholder}
        inputProps={
          {
            maxLength,
            "aria-label": labels.placeholder,
            "data-testid": testId,
            enterKeyHint: "search",
          } as object
        }
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        endAdornment={
          <InputAdornment position="end">
            {text && (
              <IconButton
                size="small"
                aria-label={labels.clear}
                onClick={() => {
                  setText("");
                  onSearch("");
                }}
                data-testid={`${testId}-clear`}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            )}
            <IconButton
              type="submit"
              size="small"
              color="primary"
              aria-label={labels.submit}
              data-testid={`${testId}-submit`}
            >
              <SearchIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        }
        sx={{
          bgcolor: "background.paper",
          "& input[type=search]::-webkit-search-cancel-button": { display: "none" },
        }}
      />
    </Box>
  );
}
