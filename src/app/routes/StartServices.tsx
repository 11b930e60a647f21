import { createFileRoute, redirect } from '@tanstack/react-router';
import { savedFormSearch } from '../../domain/savedForms.ts';

// /StartServices (document 1 section 2, "Services: /StartService, /StartServices"): the same flow as
// /StartService under its other name; a saved form's ?savedForm= goes along. /StartService guards it.
export const Route = createFileRoute('/StartServices')({
  validateSearch: savedFormSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/StartService', search, replace: true });
  },
});
