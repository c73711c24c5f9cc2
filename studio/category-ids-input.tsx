import { CloseIcon } from "@sanity/icons/Close";
import { SearchIcon } from "@sanity/icons/Search";
import { Box, Button, Card, Flex, Stack, Text } from "@sanity/ui";
import { Autocomplete } from "@sanity/ui/autocomplete";
import { useCallback, useMemo } from "react";
import { type StringInputProps, set, unset } from "sanity";
import { CATEGORIES, type CategoryOption, categoryById } from "../schemas/rules/category-ids.ts";
import { addCategoryId, categoryIdsOf, matchesCategory, removeCategoryId } from "./category-ids-value.ts";

interface Option {
  value: string;
  category: CategoryOption;
}

/**
 * A category id list ("201,158") picked by the categories' names: the chosen ones as chips
 * (name and id), an autocomplete over the catalog's categories to add one. The field keeps
 * the comma-separated ids the shop reads; the schema's rule (schemas/rules/category-ids.ts)
 * still judges the stored value, so an id written elsewhere that no category has shows here
 * as unknown and keeps the document from being published.
 */
export function CategoryIdsInput(props: StringInputProps) {
  const { value, onChange, readOnly, elementProps, schemaType } = props;
  const ids = categoryIdsOf(value);
  const write = useCallback((next: string) => onChange(next ? set(next) : unset()), [onChange]);
  const options = useMemo<Option[]>(
    () => CATEGORIES.filter((c) => !ids.includes(c.id)).map((category) => ({ value: String(category.id), category })),
    [ids],
  );
  const title = schemaType.title ?? "categories";

  return (
    <Stack gap={3}>
      {ids.length > 0 && (
        <Flex gap={2} wrap="wrap" role="list" aria-label={`${title}: chosen`}>
          {ids.map((id) => {
            const category = categoryById(id);
            const label = category ? `${category.name} (${id})` : `Unknown category ${id}`;
            return (
              <Card
                key={id}
                role="listitem"
                radius={2}
                paddingY={1}
                paddingLeft={2}
                border
                tone={category ? "primary" : "critical"}
              >
                <Flex align="center" gap={1}>
                  <Text size={1} title={category?.path}>
                    {label}
                  </Text>
                  {!readOnly && (
                    <Button
                      mode="bleed"
                      padding={1}
                      icon={CloseIcon}
                      aria-label={`Remove ${label}`}
                      onClick={() => write(removeCategoryId(value, id))}
                    />
                  )}
                </Flex>
              </Card>
            );
          })}
        </Flex>
      )}
      {!readOnly && (
        <Autocomplete<Option>
          id={elementProps.id}
          ref={elementProps.ref}
          onFocus={elementProps.onFocus}
          onBlur={elementProps.onBlur}
          aria-describedby={elementProps["aria-describedby"]}
          icon={SearchIcon}
          openButton
          options={options}
          placeholder="Add a category: type its name or id"
          filterOption={(query, option) => matchesCategory(option.category, query)}
          renderOption={(option) => (
            <Card as="button" padding={3}>
              <Flex gap={3} justify="space-between">
                <Text size={1}>{option.category.path}</Text>
                <Text size={1} muted>
                  {option.category.id}
                </Text>
              </Flex>
            </Card>
          )}
          renderValue={() => ""}
          value=""
          onSelect={(selected) => write(addCategoryId(value, Number(selected)))}
        />
      )}
      <Box>
        <Text size={1} muted>
          Stored as {value ? <code>{value}</code> : "nothing: every category"}
        </Text>
      </Box>
    </Stack>
  );
}
