CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"heading" text NOT NULL,
	"path" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"author_id" uuid,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"places" text[] DEFAULT '{}' NOT NULL,
	"is_publish_date_visible" boolean NOT NULL,
	"is_reply_visible" boolean NOT NULL,
	"is_reply_allowed" boolean NOT NULL,
	"is_advertorial" boolean NOT NULL,
	"editorial_note" text,
	"meta" jsonb NOT NULL,
	"body" text NOT NULL,
	"rendered" text NOT NULL,
	"embeds" jsonb NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "articles_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"username" text NOT NULL,
	"biography" text,
	"avatar_key" text,
	CONSTRAINT "authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_type" text NOT NULL,
	"area" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"text" text NOT NULL,
	"offer" text NOT NULL,
	"video_url" text,
	"image_key" text,
	"url" text NOT NULL,
	"link_label" text NOT NULL,
	"is_highlighted" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forecasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"date" date NOT NULL,
	"condition" text NOT NULL,
	"temperature_min" integer NOT NULL,
	"temperature_max" integer NOT NULL,
	"fresh_snow" integer NOT NULL,
	"freezing_level" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frontpage_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"description" text NOT NULL,
	"image_key" text NOT NULL,
	"url" text NOT NULL,
	"article_id" uuid,
	"page_id" uuid
);
--> statement-breakpoint
CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "interests_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"heading" text NOT NULL,
	"parent_id" uuid,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"activity" text,
	"meta" jsonb NOT NULL,
	"body" text NOT NULL,
	"rendered" text NOT NULL,
	"embeds" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"slug" text NOT NULL,
	"signature" text,
	"label" text,
	"avatar_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to" text NOT NULL,
	"permanent" boolean NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path")
);
--> statement-breakpoint
CREATE TABLE "region_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"rating" integer NOT NULL,
	"description" text NOT NULL,
	"page_path" text
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"score" double precision NOT NULL,
	"has_bikepark" boolean NOT NULL,
	"has_indoor_pool" boolean NOT NULL,
	"has_outdoor_pool" boolean NOT NULL,
	"has_golf" boolean NOT NULL,
	"has_toboggan" boolean NOT NULL,
	"has_paragliding" boolean NOT NULL,
	"has_highrope" boolean NOT NULL,
	"polygon" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"page_id" uuid,
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"rendered" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"path" text NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	"thumbnail_key" text,
	"folded" text NOT NULL,
	"vector" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_entity_id_unique" UNIQUE("entity_id")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"identifier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "snow_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"snow_depth_valley" integer NOT NULL,
	"snow_depth_valley_at" timestamp with time zone NOT NULL,
	"snow_depth_mountain" integer NOT NULL,
	"snow_depth_mountain_at" timestamp with time zone NOT NULL,
	"fresh_snow" integer NOT NULL,
	"fresh_snow_at" timestamp with time zone NOT NULL,
	"lifts_open" integer NOT NULL,
	"lifts_total" integer NOT NULL,
	"lifts_at" timestamp with time zone NOT NULL,
	"slopes_open_km" double precision NOT NULL,
	"slopes_total_km" double precision NOT NULL,
	"slopes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_interests" (
	"user_id" uuid NOT NULL,
	"interest_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_interests_user_id_interest_id_pk" PRIMARY KEY("user_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "weather_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"region_slug" text,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"elevation_valley" integer NOT NULL,
	"elevation_mountain" integer NOT NULL,
	CONSTRAINT "weather_places_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecasts" ADD CONSTRAINT "forecasts_place_id_weather_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."weather_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frontpage_items" ADD CONSTRAINT "frontpage_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frontpage_items" ADD CONSTRAINT "frontpage_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_features" ADD CONSTRAINT "region_features_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snow_reports" ADD CONSTRAINT "snow_reports_place_id_weather_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."weather_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_tags" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "articles_places" ON "articles" USING gin ("places");--> statement-breakpoint
CREATE UNIQUE INDEX "forecasts_place_date" ON "forecasts" USING btree ("place_id","date");--> statement-breakpoint
CREATE INDEX "pages_parent" ON "pages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "pages_activity" ON "pages" USING btree ("activity");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "region_features_region" ON "region_features" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "replies_article" ON "replies" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "search_documents_vector" ON "search_documents" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "snow_reports_place" ON "snow_reports" USING btree ("place_id","reported_at");