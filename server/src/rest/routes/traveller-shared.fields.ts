/** GraphQL selections shared by the traveller routes, with the REST names. */
const slotFields = 'id: databaseId start end';

export const publicScheduleFields = `
  store_schedule: schedule {
    mon { ${slotFields} } tue { ${slotFields} } wed { ${slotFields} } thu { ${slotFields} }
    fri { ${slotFields} } sat { ${slotFields} } sun { ${slotFields} }
  }
`;

export const publicShopFields = `
  id: databaseId
  name
  city_id: cityDatabaseId
  city: city { id: databaseId slug name { en vn } }
  phone
  email
  address
  location { lat: latitude lng: longitude }
  picture: pictureUrl
  pickup_possible: pickupPossible
  transport_cost_per_bag: transportCostPerBag
  time_zone: timeZone
  rating { average count }
  bike_count: bikeCount
`;

export const publicReviewFields = `
  id: databaseId
  bike_id: shopBikeDatabaseId
  random_unique_bike_id: bikePublicId
  bike_name: bikeName
  store_id: storeDatabaseId
  store_name: storeName
  rating
  name
  text
  date: reviewedAt
  owner_reply: ownerReply
  owner_replied_at: ownerRepliedAt
`;

export const publicBikeFields = `
  id: databaseId
  bike_id: databaseId
  random_unique_bike_id: publicId
  name
  bike_brand: brand
  bike_category: category { en vn }
  bike_type: bikeType
  gear_type: gearType
  engine_cc: engineCc
  power: powerPs
  weight: weightKg
  top_speed: topSpeedKmh
  price_per_day: pricePerDay
  deposit_price: deposit
  deposit_options: depositOptions
  requirements {
    minimum_age: minimumAge
    drivers_license_category: driversLicenseCategory
    driving_experience: drivingExperienceYears
    passport
    copy_of_passport: copyOfPassport
  }
  photos { side front back }
  pictures: photoUrls
  rating { average count }
`;

export const publicTransferFields = `
  id: databaseId
  price
  from_store: fromShop { id: databaseId name city_id: cityDatabaseId }
  to_store: toShop {
    id: databaseId name address city_id: cityDatabaseId city: city { id: databaseId name { en vn } }
  }
`;
