import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/**
 * The operator's contact details, for the footer and the menu's pages. Asked for only when
 * one of them is shown, never on the landing page's way to its first paint; one answer
 * serves them all (cache-first).
 */
export const ShellSettingsQuery = graphql(`
  query ShellSettings {
    appSettings {
      whatsappUrl
      whatsappNumber
      contactEmail
    }
  }
`);

export function useShellSettings({ skip = false }: { skip?: boolean } = {}) {
  return useQuery(ShellSettingsQuery, { skip, fetchPolicy: 'cache-first' });
}
