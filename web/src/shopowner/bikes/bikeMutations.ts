import { graphql } from '../../gql';

export const CreateBikeMutation = graphql(`
  mutation CreateBike($input: CreateBikeInput!) {
    createBike(input: $input) {
      bike {
        id
      }
      shopBike {
        id
        databaseId
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const UpdateShopBikeMutation = graphql(`
  mutation UpdateShopBike($input: UpdateShopBikeInput!) {
    updateShopBike(input: $input) {
      bike {
        id
        ...BikeForm_bike
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const SetBikePhotosMutation = graphql(`
  mutation SetBikePhotos($input: SetBikePhotosInput!) {
    setBikePhotos(input: $input) {
      bike {
        id
        photos {
          side
          front
          back
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const DeleteBikeMutation = graphql(`
  mutation DeleteBike($input: DeleteBikeInput!) {
    deleteBike(input: $input) {
      deletedDatabaseId
      userErrors {
        field
        message
      }
    }
  }
`);
