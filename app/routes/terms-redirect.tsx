import { redirect } from "react-router";

// The register form's terms checkbox links to /terms (specification section 2);
// the page itself lives at /terms-and-conditions.
export function loader() {
  throw redirect("/terms-and-conditions", 301);
}

export default function TermsRedirect() {
  return null;
}
