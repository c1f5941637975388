CREATE UNIQUE INDEX "packages_level_uq" ON "packages" USING btree ("level");
