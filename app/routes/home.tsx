import { Link } from "react-router";
import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Tax, GST and accounting services in India" }];
}

export default function Home() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-bold text-brand-900">Tax, GST and accounting, done right</h1>
      <Link to="/services-mega-page" className="btn-primary mt-6">
        Get Started
      </Link>
    </section>
  );
}
