CREATE TABLE "blog_posts" (
	"id" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"date" date NOT NULL,
	"author" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_category_id_pk" PRIMARY KEY("category","id")
);
--> statement-breakpoint
CREATE INDEX "blog_posts_published_date_idx" ON "blog_posts" USING btree ("published","date");