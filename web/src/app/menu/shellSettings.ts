import { graphql } from '../../gql';
import { useLightQuery } from '../lightQuery/useLightQuery';

/**
 * The operator's contact details and legal facts, for the footer and the menu's pages. Asked for only when
 * one of them is shown, never on the landing page's way to its first paint; one answer
 * serves them all, without Apollo Client (the menu opens on the landing page).
 */
export const ShellSettingsQuery = graphql(`
  query ShellSettings {
    appSettings {
      whatsappUrl
      whatsappNumber
      contactEmail
      legalNotice {
        company
        address
        registration
        representative
      }
      team {
        role
        name
        bio {
          en
          vn
        }
      }
    }
  }
`);

export function useShellSettings({ skip = false }: { skip?: boolean } = {}) {
  return useLightQuery(ShellSettingsQuery, { skip });
}
