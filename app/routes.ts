import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the specification's route table (section 2), in its order.
export default [index("routes/home.tsx"), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
